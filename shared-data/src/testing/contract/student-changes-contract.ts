// A bursar's edit that lowers what a student owes waits for the owner
// (docs/students.md#edits-that-lower-charges), and so does a bursar's void (docs/staff.md#voids),
// written once and run against every DataSource: the same request waits, answers and leaves the
// same audit lines in both modes.
import { PAYMENT_REFUSALS, PAYMENT_STATUS } from '../../constants/money/payments';
import { refusal } from '../../roles/actions';
import { ConflictError, ForbiddenError, ValidationError } from '../../sources/data-errors';
import type { DataSource } from '../../sources/data-source';
import type { Student } from '../../types/student';
import { classroom, pay, student } from './contract-records';
import type { ContractCases, ContractSetup } from './contract-schools';

/** What the form sends for `one`, with `changes` on top. */
function edit(one: Student, changes: Partial<Parameters<DataSource['update']>[2]> = {}) {
  return {
    fullname: one.fullname,
    age: one.age,
    sex: one.sex,
    phoneNo: one.phoneNo,
    parentEmail: one.parentEmail,
    discount: one.discount,
    classroom: one.classroomId,
    optionalItems: one.optionalItems,
    ...changes,
  };
}

/** A NGN 25,000 class, a NGN 10,000 one, and a student of the first with the school's bursar. */
async function bursarAndStudent(setup: ContractSetup) {
  const dear = await classroom(setup, 'Primary5', 25_000);
  const cheap = await classroom(setup, 'Primary1', 10_000);
  const ada = await student(setup, dear._id, 'Okafor Ada');
  return { dear, cheap, ada, bursar: await setup.bursar() };
}

async function log({ source, schoolId }: ContractSetup) {
  return (await source.listAudit(schoolId)).items.map(({ action, subject }) => [action, subject]);
}

export const STUDENT_CHANGE_CASES: ContractCases = {
  async 'a bursar’s discount that writes off fees waits for the owner, who approves it'(shared) {
    // The owner types a wrong password below: an owner of its own (ContractSetup.ownOwner).
    const setup = await shared.ownOwner();
    const { source, password } = setup;
    const { ada, bursar } = await bursarAndStudent(setup);
    const asked = await bursar.source.update(
      'students',
      ada._id,
      edit(ada, { discount: 100, fullname: 'Okafor Adaeze' }),
      bursar.password,
    );
    expect(asked).toMatchObject({
      fullname: 'Okafor Ada',
      discount: 0,
      balance: 25_000,
      changeRequest: {
        by: bursar.label,
        changes: 'Name Okafor Ada → Okafor Adaeze, Discount 0% → 100%',
        before: 25_000,
        after: 0,
      },
    });
    expect(await source.get('students', ada._id)).toEqual(asked);
    await expect(
      bursar.source.update('students', ada._id, edit(ada, { age: 11 }), bursar.password),
    ).rejects.toThrow(ConflictError);
    await expect(bursar.source.approveStudentChange(ada._id, bursar.password)).rejects.toThrow(
      ForbiddenError,
    );

    await expect(source.approveStudentChange(ada._id, 'not-the-password')).rejects.toThrow(
      'Incorrect password',
    );
    const approved = await source.approveStudentChange(ada._id, password);
    expect(approved).toMatchObject({
      fullname: 'Okafor Adaeze',
      discount: 100,
      balance: 0,
      changeRequest: null,
    });
    await expect(source.approveStudentChange(ada._id, password)).rejects.toThrow(
      'No change to this student is waiting for the owner.',
    );
    const line = 'Name Okafor Ada → Okafor Adaeze, Discount 0% → 100%: NGN 25,000 → NGN 0 owed';
    expect((await log(setup)).slice(0, 2)).toEqual([
      ['student.change-approved', `Okafor Adaeze (Primary5): ${line}`],
      ['student.change-requested', `Okafor Ada (Primary5): ${line}`],
    ]);
  },

  async 'the owner declines a move to a cheaper class with a reason: nothing changes'(setup) {
    const { source, password } = setup;
    const { ada, cheap, bursar } = await bursarAndStudent(setup);
    await bursar.source.update(
      'students',
      ada._id,
      edit(ada, { classroom: cheap._id }),
      bursar.password,
    );
    await expect(source.declineStudentChange(ada._id, 'No', password)).rejects.toThrow(
      'Reason must be at least 5 characters',
    );
    const declined = await source.declineStudentChange(ada._id, 'Her class stays', password);
    expect(declined).toMatchObject({
      classroom: 'Primary5',
      balance: 25_000,
      changeRequest: null,
      changeDeclined: { reason: 'Her class stays', changes: 'Class Primary5 → Primary1' },
    });
    expect((await log(setup))[0]).toEqual([
      'student.change-declined',
      'Okafor Ada (Primary5): Class Primary5 → Primary1 declined: Her class stays',
    ]);
    await expect(source.declineStudentChange(ada._id, 'Still stays', password)).rejects.toThrow(
      ConflictError,
    );
  },

  async 'an edit that owes no less applies at once; the owner’s own at once, with its figures'(
    setup,
  ) {
    const { source, password } = setup;
    const { ada, cheap, dear, bursar } = await bursarAndStudent(setup);
    const moved = await bursar.source.update(
      'students',
      ada._id,
      edit(ada, { discount: 0, age: 11 }),
      bursar.password,
    );
    expect(moved).toMatchObject({ age: 11, changeRequest: null });
    const cheaper = await source.update(
      'students',
      ada._id,
      edit(moved, { classroom: cheap._id }),
      password,
    );
    expect(cheaper).toMatchObject({ classroom: 'Primary1', balance: 10_000, changeRequest: null });
    await bursar.source.update(
      'students',
      ada._id,
      edit(cheaper, { classroom: dear._id }),
      bursar.password,
    );
    expect((await log(setup)).slice(0, 3)).toEqual([
      [
        'student.updated',
        'Okafor Ada (Primary5): Class Primary1 → Primary5: NGN 10,000 → NGN 25,000 owed',
      ],
      [
        'student.updated',
        'Okafor Ada (Primary1): Class Primary5 → Primary1: NGN 25,000 → NGN 10,000 owed',
      ],
      ['student.updated', 'Okafor Ada (Primary5)'],
    ]);
  },

  async 'a bursar’s void waits for the owner, who approves one and declines another'(setup) {
    const { source, password } = setup;
    const { ada, bursar } = await bursarAndStudent(setup);
    const twice = await pay(setup, ada._id, 10_000);
    const right = await pay(setup, ada._id, 5_000);
    const asked = await bursar.source.voidPayment(twice._id, 'Entered twice', bursar.password);
    expect(asked).toMatchObject({
      status: PAYMENT_STATUS.paid,
      voidRequest: { by: bursar.label, reason: 'Entered twice' },
    });
    expect((await source.get('students', ada._id)).balance).toBe(10_000);
    const ownerOnly = { message: refusal('answerVoid'), status: 403 };
    await expect(bursar.source.approveVoid(twice._id, bursar.password)).rejects.toMatchObject(
      ownerOnly,
    );
    const approved = await source.approveVoid(twice._id, password);
    expect(approved).toMatchObject({
      status: PAYMENT_STATUS.void,
      voidReason: 'Entered twice',
      voidRequest: { by: bursar.label, reason: 'Entered twice' },
    });
    expect(await source.get('payments', twice._id)).toEqual(approved);
    expect((await source.get('students', ada._id)).balance).toBe(20_000);
    const answered = source.approveVoid(twice._id, password);
    await expect(answered).rejects.toBeInstanceOf(ConflictError);
    await expect(answered).rejects.toThrow(PAYMENT_REFUSALS.alreadyVoid);

    await bursar.source.voidPayment(right._id, 'Wrong amount', bursar.password);
    const noReason = source.declineVoid(right._id, ' ', password);
    await expect(noReason).rejects.toBeInstanceOf(ValidationError);
    await expect(noReason).rejects.toMatchObject({ fields: { reason: expect.any(String) } });
    const declined = await source.declineVoid(right._id, 'The amount was right', password);
    expect(declined).toMatchObject({
      status: PAYMENT_STATUS.paid,
      voidRequest: null,
      voidDeclined: { reason: 'The amount was right' },
    });
    expect(await source.get('payments', right._id)).toEqual(declined);
    expect((await source.get('students', ada._id)).balance).toBe(20_000);
    await expect(source.declineVoid(right._id, 'Again', password)).rejects.toThrow(
      PAYMENT_REFUSALS.noVoidRequested,
    );
    expect((await log(setup)).slice(0, 2)).toEqual([
      ['payment.void-declined', expect.stringContaining('The amount was right')],
      ['payment.void-requested', expect.stringContaining('Wrong amount')],
    ]);
  },
};
