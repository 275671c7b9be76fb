// Removing schools, classes and students, and the signed-in user's profile, written once and run
// against every DataSource: money is never erased, so a record that has been paid stays, and every
// refusal (a bad field, a wrong password, an unknown record, a clash) is worded alike in both modes.
import {
  ConflictError,
  ForbiddenError,
  NOT_FOUND,
  NotFoundError,
  ValidationError,
} from '../../sources/data-errors';
import { FAMILY_NOT_FOUND } from '../../constants/school-records/families';
import { LIMITS } from '../../constants/limits';
import { PAY_LINK_INVALID } from '../../constants/money/pay-links';
import { PAYMENT_REFUSALS } from '../../constants/money/payments';
import { INVITATION_INVALID } from '../../constants/staff';
import { toKobo } from '../../format/money/money';
import type { ContractCases } from './contract-schools';
import { classroom, NO_RECORD, pay, refused, registered, student } from './contract-records';
import { studentOfAnotherSchool } from './families-contract';

const NOT_A_PASSWORD = 'not-the-password';

export const RECORDS_CASES: ContractCases = {
  async 'removes a student or a class with its students; one that has been paid stays'(setup) {
    const { source, password } = setup;
    const room = await classroom(setup, 'Primary2', 20_000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const musa = await student(setup, room._id, 'Bello Musa');
    await pay(setup, musa._id, 5_000);
    await source.remove('students', ada._id, password);
    await refused(source.get('students', ada._id), NotFoundError, {
      message: NOT_FOUND.students,
    });
    await refused(source.remove('students', musa._id, password), ConflictError, {
      message: 'This student has payments and cannot be deleted.',
    });
    await refused(source.remove('classrooms', room._id, password), ConflictError, {
      message: 'This classroom has payments and cannot be deleted.',
    });
    expect((await source.get('students', musa._id)).fullname).toBe('Bello Musa');

    const unpaid = await classroom(setup, 'Primary6', 35_000);
    const chidi = await student(setup, unpaid._id, 'Eze Chidi');
    await source.remove('classrooms', unpaid._id, password);
    await refused(source.get('classrooms', unpaid._id), NotFoundError, {
      message: NOT_FOUND.classrooms,
    });
    await refused(source.get('students', chidi._id), NotFoundError, {
      message: NOT_FOUND.students,
    });
    await refused(source.remove('students', NO_RECORD, password), NotFoundError, {
      message: NOT_FOUND.students,
    });
  },

  async 'deletes a school with its classes and students, but not one that has received money'(
    setup,
  ) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary2', 20_000);
    const ada = await student(setup, room._id, 'Obi Ada');
    await pay(setup, ada._id, 5_000);
    await refused(source.deleteSchoolCascade(schoolId, password), ConflictError, {
      message: 'This school has payments and cannot be deleted.',
    });
    expect((await source.get('schools', schoolId))._id).toBe(schoolId);

    const other = await source.create(
      'schools',
      { name: `Gone ${schoolId}`.slice(0, 60), address: '1 Marina, Lagos', level: 'Primary' },
      password,
    );
    const otherSetup = { ...setup, schoolId: other._id };
    const otherRoom = await classroom(otherSetup, 'Primary1', 15_000);
    const musa = await student(otherSetup, otherRoom._id, 'Bello Musa');
    await source.deleteSchoolCascade(other._id, password);
    for (const [collection, id] of [
      ['schools', other._id],
      ['classrooms', otherRoom._id],
      ['students', musa._id],
    ] as const) {
      await refused(source.get(collection, id), NotFoundError, { message: NOT_FOUND[collection] });
    }
    await refused(source.deleteSchoolCascade(other._id, password), NotFoundError, {
      message: NOT_FOUND.schools,
    });
    expect((await source.get('students', ada._id)).fullname).toBe('Obi Ada');
  },

  async 'a card checkout started and not paid holds its student, class and school'(setup) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary2', 20_000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const musa = await student(setup, room._id, 'Bello Musa');
    const checkout = {
      amount: 2_000,
      depositorName: 'Ngozi Obi',
      email: 'ngozi@example.com',
      purpose: 'School fees this term',
    };
    await source.initializePayment({ ...checkout, schoolId, studentId: ada._id });
    const { token } = await source.sharePayLink(musa._id);
    await source.initializeLinkPayment(token, checkout);
    for (const one of [ada, musa]) {
      await refused(source.remove('students', one._id, password), ConflictError, {
        message: 'A payment for this student is in progress, so the student cannot be deleted yet.',
      });
    }
    await refused(source.remove('classrooms', room._id, password), ConflictError, {
      message:
        'A payment in this classroom is in progress, so the classroom cannot be deleted yet.',
    });
    await refused(source.deleteSchoolCascade(schoolId, password), ConflictError, {
      message: 'A payment in this school is in progress, so the school cannot be deleted yet.',
    });
    const { items } = await source.list('students', { filter: { schoolId } });
    expect(items.map((one) => one.fullname)).toEqual(['Obi Ada', 'Bello Musa']);
  },

  async 'a bad field is refused at that field, and nothing is written'(setup) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary2', 20_000);
    const minimum = `Minimum of ${LIMITS.minClassFee}`;
    const fees = source.create(
      'classrooms',
      { name: 'Primary3', classTeacher: 'Mr Bello', classFees: -5, schoolId },
      password,
    );
    await refused(fees, ValidationError, {
      message: minimum,
      fields: { classFees: minimum },
    });
    const school = await source.get('schools', schoolId);
    const unnamed = source.update(
      'schools',
      schoolId,
      { name: '', address: school.address, level: school.level },
      password,
    );
    await refused(unnamed, ValidationError, {
      message: 'School name is required',
      fields: { name: 'School name is required' },
    });
    expect(await source.get('schools', schoolId)).toEqual(school);
    const rooms = await source.list('classrooms', { filter: { schoolId } });
    expect(rooms.items.map((one) => one._id)).toEqual([room._id]);
  },

  async 'a wrong password is refused wherever it is asked, writing nothing; a member edits their profile'(
    setup,
  ) {
    // A member of their own: the API locks an account out after ten wrong passwords in a quarter
    // of an hour, and every account-mode test of the run shares its owner.
    const { source, password } = await setup.bursar();
    const room = await classroom(setup, 'Primary2', 20_000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const paid = await pay(setup, ada._id, 5_000, { method: 'transfer' });
    const me = await source.getCurrentUser();
    if (!me) throw new Error('no one is signed in');
    const input = { firstname: 'Adaeze', lastname: me.lastname, phone: '08035550000' };
    const payment = {
      schoolId: setup.schoolId,
      studentId: ada._id,
      amount: 1_000,
      method: 'cash' as const,
      receivedOn: paid.receivedOn,
      depositorName: 'Ngozi Obi',
      email: '',
      purpose: 'School fees this term',
      externalReference: '',
    };
    for (const answer of [
      source.create(
        'students',
        { ...registered(room._id), schoolId: setup.schoolId },
        NOT_A_PASSWORD,
      ),
      source.recordOfflinePayment(payment, NOT_A_PASSWORD),
      source.voidPayment(paid._id, 'Entered twice', NOT_A_PASSWORD),
      source.updateProfile(me._id, input, NOT_A_PASSWORD),
    ]) {
      await refused(answer, ForbiddenError, { message: 'Incorrect password' });
    }
    const students = await setup.source.list('students', { filter: { schoolId: setup.schoolId } });
    expect(students.items.map((one) => one._id)).toEqual([ada._id]);
    expect(await setup.source.get('payments', paid._id)).toEqual(paid);
    expect((await setup.source.get('students', ada._id)).balance).toBe(15_000);
    await refused(
      source.updateProfile(me._id, { ...input, firstname: '' }, password),
      ValidationError,
      {
        message: 'First name is required',
        fields: { firstname: 'First name is required' },
      },
    );
    await refused(source.updateProfile(NO_RECORD, input, password), NotFoundError, {
      message: NOT_FOUND.users,
    });
    expect(await source.getCurrentUser()).toEqual(me);
    const updated = await source.updateProfile(me._id, input, password);
    expect(updated).toMatchObject({ ...input, _id: me._id, email: me.email });
    expect(await source.getCurrentUser()).toEqual(updated);
  },

  async 'a class or student of another school is not found where this school’s is asked for'(
    setup,
  ) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary2', 20_000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const musa = await studentOfAnotherSchool(setup);
    const elsewhere = registered(musa.classroomId);
    const classroomMissing = { message: 'Classroom not found in this school' };
    await refused(pay(setup, musa._id, 5_000), NotFoundError, {
      message: 'Student not found in this school',
    });
    await refused(
      source.create('students', { ...elsewhere, schoolId }, password),
      NotFoundError,
      classroomMissing,
    );
    await refused(source.update('students', ada._id, elsewhere, password), NotFoundError, {
      message: 'Classroom not found in this school',
    });
    const { items } = await source.list('students', { filter: { schoolId } });
    expect(items).toEqual([ada]);
    expect((await source.list('payments', { filter: { schoolId } })).total).toBe(0);
  },

  async 'a payment is refused for a bad amount, a wrong password or a reference counted before'(
    setup,
  ) {
    const { source, password, schoolId, chargeCard } = setup;
    const room = await classroom(setup, 'Primary2', 20_000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const transfer = await pay(setup, ada._id, 5_000, { method: 'transfer' });
    const again = {
      schoolId,
      studentId: ada._id,
      amount: 1_000,
      method: 'transfer' as const,
      receivedOn: transfer.receivedOn,
      depositorName: 'Ngozi Obi',
      email: '',
      purpose: 'School fees this term',
      externalReference: transfer.externalReference,
    };
    await refused(source.recordOfflinePayment(again, password), ConflictError, {
      message: PAYMENT_REFUSALS.duplicateReference,
      fields: { externalReference: PAYMENT_REFUSALS.duplicateReference },
      existingId: transfer._id,
    });
    const fresh = { ...again, externalReference: 'REF-NEW-1' };
    const noAmount = source.recordOfflinePayment({ ...fresh, amount: 0 }, password);
    const minimum = `Minimum of ${LIMITS.minPaymentAmount}`;
    await refused(noAmount, ValidationError, { message: minimum, fields: { amount: minimum } });

    const details = {
      schoolId,
      studentId: ada._id,
      amount: 2_000,
      depositorName: 'Ngozi Obi',
      email: 'ngozi@example.com',
      purpose: 'School fees this term',
    };
    const { reference } = await source.initializePayment(details);
    await chargeCard(reference, toKobo(details.amount));
    const checkout = { reference, status: 'success', message: 'Approved', transaction: '1' };
    const card = await source.recordPayment({ details, checkout });
    await refused(source.voidPayment(card._id, 'Entered twice', password), ConflictError, {
      message: PAYMENT_REFUSALS.cardNotVoidable,
    });
    await source.voidPayment(transfer._id, 'Entered twice', password);
    await refused(source.voidPayment(transfer._id, 'Entered twice', password), ConflictError, {
      message: PAYMENT_REFUSALS.alreadyVoid,
    });
    const payments = await source.list('payments', { filter: { schoolId } });
    expect([payments.total, payments.amount]).toEqual([2, 2_000]);
    expect((await source.get('students', ada._id)).balance).toBe(18_000);
  },

  async 'whatever asks for a record that is not there is told it is not found, in its words'(
    setup,
  ) {
    const { source, password } = setup;
    const school = NOT_FOUND.schools;
    const calls: Record<string, [() => Promise<unknown>, string]> = {
      get: [() => source.get('students', 'nope'), NOT_FOUND.students],
      getStatement: [() => source.getStatement(NO_RECORD), NOT_FOUND.students],
      approveStudentChange: [
        () => source.approveStudentChange(NO_RECORD, password),
        NOT_FOUND.students,
      ],
      sharePayLink: [() => source.sharePayLink(NO_RECORD), NOT_FOUND.students],
      getTransferAccount: [
        () => source.getTransferAccount({ holder: 'students', id: NO_RECORD }),
        NOT_FOUND.students,
      ],
      getFeeItems: [() => source.getFeeItems(NO_RECORD), NOT_FOUND.classrooms],
      copyFeeItems: [
        () => source.copyFeeItems(NO_RECORD, NO_RECORD, password),
        NOT_FOUND.classrooms,
      ],
      voidPayment: [
        () => source.voidPayment(NO_RECORD, 'Entered twice', password),
        NOT_FOUND.payments,
      ],
      approveVoid: [() => source.approveVoid(NO_RECORD, password), NOT_FOUND.payments],
      getFamily: [() => source.getFamily(NO_RECORD), FAMILY_NOT_FOUND],
      giveTransferAccount: [
        () => source.giveTransferAccount({ holder: 'families', id: NO_RECORD }),
        FAMILY_NOT_FOUND,
      ],
      update: [
        () =>
          source.update(
            'schools',
            NO_RECORD,
            { name: 'Oakwood Academy', address: '1 Marina, Lagos', level: 'Primary' },
            password,
          ),
        school,
      ],
      listTerms: [() => source.listTerms(NO_RECORD), school],
      startNextTerm: [
        () => source.startNextTerm(NO_RECORD, NO_RECORD, undefined, password),
        school,
      ],
      listFamilies: [() => source.listFamilies(NO_RECORD), school],
      getSettlement: [() => source.getSettlement(NO_RECORD), school],
      getTermReport: [() => source.getTermReport(NO_RECORD), school],
      getCashBook: [() => source.getCashBook(NO_RECORD), school],
      listStaff: [() => source.listStaff(NO_RECORD), school],
      listAudit: [() => source.listAudit(NO_RECORD), school],
      listUnmatchedTransfers: [() => source.listUnmatchedTransfers(NO_RECORD), school],
      getInvitation: [() => source.getInvitation('abc'), INVITATION_INVALID],
      getPayLink: [() => source.getPayLink('short'), PAY_LINK_INVALID],
      updateProfile: [
        () =>
          source.updateProfile(
            'nope',
            { firstname: 'Ngozi', lastname: 'Obi', phone: '08031234567' },
            password,
          ),
        NOT_FOUND.users,
      ],
    };
    const said: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [name, [call, message]] of Object.entries(calls)) {
      expected[name] = `404 ${message}`;
      said[name] = await call().then(
        () => 'answered',
        (error: unknown) =>
          error instanceof NotFoundError ? `404 ${error.message}` : `${String(error)} (not a 404)`,
      );
    }
    expect(said).toEqual(expected);
  },
};
