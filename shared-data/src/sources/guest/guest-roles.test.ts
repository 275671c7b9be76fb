import { GUEST_CREDENTIALS } from '../../constants/guest';
import { schoolToday } from '../../format/dates';
import { classroom, student as makeStudent } from '../../testing/contract/contract-records';
import { guestSchool } from '../../testing/contract/contract-schools';
import { ConflictError, ForbiddenError } from '../data-errors';
import { writeGuestRole } from '../guest-storage';

const PASSWORD = GUEST_CREDENTIALS.password;
const BURSAR = 'Amina Bello <bursar@feesmanager.demo>';
const GUEST = `Guest User <${GUEST_CREDENTIALS.email}>`;

/** The guest's school with one student and a NGN 15,000 transfer, the demo bursar in charge. */
async function asBursar() {
  const setup = await guestSchool();
  const { source, schoolId } = setup;
  const room = await classroom(setup, 'Primary1', 50_000);
  const student = await makeStudent(setup, room._id, 'Okafor Ada');
  writeGuestRole(localStorage, 'bursar');
  const payment = await source.recordOfflinePayment(
    {
      schoolId,
      studentId: student._id,
      amount: 15_000,
      method: 'transfer',
      receivedOn: schoolToday(),
      depositorName: 'Ngozi Okafor',
      email: '',
      purpose: 'First term tuition',
      externalReference: 'NIP000123456789',
    },
    PASSWORD,
  );
  const paid = async () => (await source.get('students', student._id)).totalPaidFees;
  return { source, schoolId, room, student, payment, paid };
}

describe('the guest acting as the demo bursar', () => {
  it('reads every school as bursar, records in the bursar’s name and is refused what only owners do', async () => {
    const { source, schoolId, room, student, payment } = await asBursar();
    expect((await source.get('schools', schoolId)).role).toBe('bursar');
    expect(payment.recordedBy).toBe(BURSAR);
    const owners = "Only the school's owner can do this.";
    await expect(source.remove('students', student._id, PASSWORD)).rejects.toThrow(owners);
    await expect(
      source.update(
        'classrooms',
        room._id,
        { name: 'Primary1', classTeacher: 'Mrs Adebayo', classFees: 1000 },
        PASSWORD,
      ),
    ).rejects.toThrow(ForbiddenError);
    await expect(source.approveVoid(payment._id, PASSWORD)).rejects.toThrow(owners);
    expect((await source.get('classrooms', room._id)).classFees).toBe(50_000);
  });

  it('asks for a void that counts until the owner approves it, and both names stay', async () => {
    const { source, payment, paid } = await asBursar();
    const asked = await source.voidPayment(payment._id, 'Entered twice', PASSWORD);
    expect(asked).toMatchObject({ status: 'success', voidRequest: { by: BURSAR } });
    expect(await paid()).toBe(15_000);
    await expect(source.voidPayment(payment._id, 'Again', PASSWORD)).rejects.toThrow(ConflictError);

    writeGuestRole(localStorage, 'owner');
    const approved = await source.approveVoid(payment._id, PASSWORD);
    expect(approved).toMatchObject({
      status: 'void',
      voidedBy: GUEST,
      voidReason: 'Entered twice',
      voidRequest: { by: BURSAR, reason: 'Entered twice' },
    });
    expect(await paid()).toBe(0);
  });

  it('hears the owner decline, with the reason, and may ask again', async () => {
    const { source, schoolId, payment, paid } = await asBursar();
    await source.voidPayment(payment._id, 'Wrong student', PASSWORD);
    expect(
      (await source.list('payments', { filter: { schoolId }, voidRequested: true })).items,
    ).toHaveLength(1);

    writeGuestRole(localStorage, 'owner');
    const declined = await source.declineVoid(payment._id, 'It is this student’s', PASSWORD);
    expect(declined).toMatchObject({
      status: 'success',
      voidRequest: null,
      voidDeclined: { by: GUEST, reason: 'It is this student’s' },
    });
    expect(await paid()).toBe(15_000);
    expect(
      (await source.list('payments', { filter: { schoolId }, voidRequested: true })).items,
    ).toHaveLength(0);

    writeGuestRole(localStorage, 'bursar');
    expect(
      (await source.voidPayment(payment._id, 'Wrong student', PASSWORD)).voidRequest,
    ).toMatchObject({ by: BURSAR });
  });
});
