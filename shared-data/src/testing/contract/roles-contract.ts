// The role table (roles/actions.ts, docs/staff.md#the-roles) walked against every DataSource: for
// each action, the school's bursar calls the source's method for it and is refused, with the
// table's words, exactly where the table says a bursar may not. The owner's side is every other
// case of the suite. Then every owner-only and owner-or-bursar call, by a bursar and (in an account;
// the demo has none) a viewer, refused in the table's words with nothing written.
import { ACTIONS, mayDo, refusal, type SchoolAction } from '../../roles/actions';
import type { DataSource } from '../../sources/data-source';
import { INVITATION_INVALID } from '../../constants/staff';
import { firstTerm } from '../../ledger/terms';
import { planToday } from './plans-contract';
import { ForbiddenError, NotFoundError } from '../../sources/data-errors';
import { TRANSFER_NOT_FOUND } from '../../validation/money/transfer-schemas';
import { classroom, NO_RECORD, pay, refused, registered, student, today } from './contract-records';
import type { ContractCases, ContractSetup } from './contract-schools';
import { twoSiblings } from './families-contract';

/** What the bursar's calls act on: the owner's records, made before the bursar joins. */
async function records(setup: ContractSetup) {
  const { elder, younger, primary1 } = await twoSiblings(setup);
  const payment = await pay(setup, elder._id, 5_000);
  return { elder, younger, primary1, payment };
}

type Records = Awaited<ReturnType<typeof records>>;
type Call = (source: DataSource, password: string, made: Records) => Promise<unknown>;

/** Each action once, by the DataSource method a screen uses for it. */
function calls(schoolId: string): Record<SchoolAction, Call> {
  const school = { name: 'Renamed Academy', address: '1 Marina, Lagos', level: 'Primary' as const };
  const studentBody = (classroomId: string) => ({
    fullname: 'Bello Musa',
    age: 9,
    sex: 'Male' as const,
    phoneNo: '08055555555',
    parentEmail: '',
    discount: 0,
    classroom: classroomId,
  });
  return {
    changeSchool: (source, password) => source.update('schools', schoolId, school, password),
    setSiblingDiscount: (source, password) =>
      source.setSiblingDiscount(schoolId, { second: 10, later: 15, order: 'age' }, password),
    changeClasses: (source, password) =>
      source.create(
        'classrooms',
        { name: 'Primary6', classTeacher: 'Mr Eze', classFees: 10_000, schoolId },
        password,
      ),
    setFeeItems: (source, password, { primary1 }) =>
      source.saveFeeItems(primary1._id, [], password),
    setPlans: (source, password) => source.setPlan(schoolId, planToday(), password),
    setReminders: (source, password) =>
      source.setReminderSchedule(schoolId, { offsets: [0], channels: ['email'] }, password),
    runReminders: (source) => source.runDueReminders(schoolId),
    setLateFee: (source, password) =>
      source.setLateFee(schoolId, { amount: 1_000, graceDays: 7 }, password),
    waiveLateFees: (source, password, { elder }) =>
      source.waiveLateFee(elder._id, 'no-such-fee', password),
    manageStaff: (source) => source.listStaff(schoolId),
    readAudit: (source) => source.listAudit(schoolId),
    setSettlement: (source, password) =>
      source.setSettlement(schoolId, { bankCode: '058', accountNumber: '0123456789' }, password),
    runTerms: (source, password) =>
      source.setCurrentTerm(schoolId, { session: '2030/2031', name: 'First term' }, password),
    deleteStudent: (source, password, { elder }) => source.remove('students', elder._id, password),
    answerStudentChange: (source, password, { elder }) =>
      source.approveStudentChange(elder._id, password),
    answerVoid: (source, password, { payment }) => source.approveVoid(payment._id, password),
    registerStudents: (source, password, { primary1 }) =>
      source.create('students', { ...studentBody(primary1._id), schoolId }, password),
    importStudents: (source, password, { primary1 }) =>
      source.importStudents(
        schoolId,
        [{ ...studentBody(primary1._id), fullname: 'Bello Sani' }],
        password,
      ),
    changeStudents: (source, password, { younger }) =>
      source.update(
        'students',
        younger._id,
        { ...studentBody(younger.classroom), age: 7 },
        password,
      ),
    changeFamilies: (source, password, { younger }) =>
      source.updateFamily(
        younger.familyId,
        { name: 'Mrs Ngozi Okafor', phoneNo: '08031234567', parentEmail: 'ngozi@example.com' },
        password,
      ),
    recordPayment: (source, password, { elder }) =>
      source.recordOfflinePayment(
        {
          schoolId,
          studentId: elder._id,
          amount: 1_000,
          method: 'cash',
          receivedOn: today(),
          depositorName: 'Ngozi Obi',
          email: '',
          purpose: 'School fees this term',
          externalReference: '',
        },
        password,
      ),
    takeCardPayment: (source, _password, { elder }) =>
      source.initializePayment({
        schoolId,
        studentId: elder._id,
        amount: 1_000,
        depositorName: 'Ngozi Obi',
        email: 'ngozi@example.com',
        purpose: 'School fees this term',
      }),
    askVoid: (source, password, { payment }) =>
      source.voidPayment(payment._id, 'Entered twice', password),
    sharePayLinks: (source, _password, { elder }) => source.sharePayLink(elder._id),
    sendReminders: (source, _password, { primary1 }) => source.sendReminders(primary1._id),
    giveTransferAccounts: (source, _password, { younger }) =>
      source.giveTransferAccount({ holder: 'families', id: younger.familyId }),
    matchTransfers: (source) => source.listUnmatchedTransfers(schoolId),
  };
}

/** The role table's action each call below is, whose words refuse it. */
const ACTION_OF: Record<string, SchoolAction> = {
  create: 'registerStudents',
  importStudents: 'importStudents',
  update: 'changeStudents',
  sharePayLink: 'sharePayLinks',
  revokePayLinks: 'sharePayLinks',
  mailPayLink: 'sharePayLinks',
  sendReminders: 'sendReminders',
  shareFamilyPayLink: 'sharePayLinks',
  revokeFamilyPayLinks: 'sharePayLinks',
  sendFamilyReminder: 'sendReminders',
  initializePayment: 'takeCardPayment',
  recordPayment: 'takeCardPayment',
  recordOfflinePayment: 'recordPayment',
  voidPayment: 'askVoid',
  giveTransferAccount: 'giveTransferAccounts',
  listUnmatchedTransfers: 'matchTransfers',
  updateSchool: 'changeSchool',
  deleteSchoolCascade: 'changeSchool',
  createClassroom: 'changeClasses',
  updateClassroom: 'changeClasses',
  removeClassroom: 'changeClasses',
  removeStudent: 'deleteStudent',
  saveFeeItems: 'setFeeItems',
  startNextTerm: 'runTerms',
  setCurrentTerm: 'runTerms',
  setSiblingDiscount: 'setSiblingDiscount',
  approveVoid: 'answerVoid',
  declineVoid: 'answerVoid',
  approveStudentChange: 'answerStudentChange',
  declineStudentChange: 'answerStudentChange',
  listStaff: 'manageStaff',
  inviteStaff: 'manageStaff',
  listAudit: 'readAudit',
  setSettlement: 'setSettlement',
};

/** What the school holds that a refused call could have changed. */
async function written({ source, schoolId }: ContractSetup) {
  const [school, rooms, students, payments, staff] = await Promise.all([
    source.get('schools', schoolId),
    source.list('classrooms', { filter: { schoolId } }),
    source.list('students', { filter: { schoolId } }),
    source.list('payments', { filter: { schoolId } }),
    source.listStaff(schoolId),
  ]);
  return { school, rooms, students, payments, staff };
}

/** Each call refused with ForbiddenError, in the words of the action it is (ACTION_OF). */
async function allRefused(calls: Record<string, () => Promise<unknown>>) {
  const answers: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(calls)) {
    answers[name] = await call().then(
      () => 'done',
      (error: unknown) =>
        error instanceof ForbiddenError ? error.message : `${String(error)} (not a 403)`,
    );
  }
  expect(answers).toEqual(
    Object.fromEntries(Object.keys(calls).map((name) => [name, refusal(ACTION_OF[name]!)])),
  );
}

/** The records the calls name: a family of two, the elder's payment and pay link, a school term. */
interface Named {
  schoolId: string;
  roomId: string;
  studentId: string;
  familyId: string;
  paymentId: string;
  /** A card checkout the owner opened for the elder, not yet paid. */
  reference: string;
  token: string;
  closing: string;
}

type Member = { source: DataSource; password: string };

/** A card payment of the student's, as the dashboard's checkout starts it. */
const cardDetails = (schoolId: string, studentId: string) => ({
  schoolId,
  studentId,
  amount: 1_000,
  depositorName: 'Ngozi Okafor',
  email: 'ngozi@example.com',
  purpose: 'School fees this term',
});

/**
 * What only an owner or a bursar may do (docs/staff.md#roles, the API's role matrix), each call
 * with the member's own password, so that only the role can refuse it.
 */
function recordersCalls({ source, password }: Member, named: Named) {
  const { schoolId, roomId, studentId, familyId, paymentId, reference, token } = named;
  const card = cardDetails(schoolId, studentId);
  const checkout = { reference, status: 'success', message: 'Approved', transaction: '1' };
  return {
    create: () => source.create('students', { ...registered(roomId), schoolId }, password),
    importStudents: () => source.importStudents(schoolId, [registered(roomId)], password),
    update: () => source.update('students', studentId, registered(roomId), password),
    sharePayLink: () => source.sharePayLink(studentId),
    revokePayLinks: () => source.revokePayLinks(studentId),
    mailPayLink: () => source.mailPayLink(studentId, token),
    sendReminders: () => source.sendReminders(roomId),
    shareFamilyPayLink: () => source.shareFamilyPayLink(familyId),
    revokeFamilyPayLinks: () => source.revokeFamilyPayLinks(familyId),
    sendFamilyReminder: () => source.sendFamilyReminder(familyId),
    initializePayment: () => source.initializePayment(card),
    recordPayment: () => source.recordPayment({ details: card, checkout }),
    recordOfflinePayment: () =>
      source.recordOfflinePayment(
        { ...card, method: 'cash', receivedOn: today(), externalReference: '' },
        password,
      ),
    voidPayment: () => source.voidPayment(paymentId, 'Entered twice', password),
    giveTransferAccount: () => source.giveTransferAccount({ holder: 'families', id: familyId }),
    listUnmatchedTransfers: () => source.listUnmatchedTransfers(schoolId),
  };
}

/** What only the school's owner may do, each call with the member's own password. */
function ownerCalls({ source, password }: Member, named: Named) {
  const { schoolId, roomId, studentId, paymentId, closing } = named;
  const school = { name: 'Renamed Academy', address: '1 Marina, Lagos', level: 'Primary' as const };
  const room = { name: 'Primary9', classTeacher: 'Mr Bello', classFees: 20_000 };
  const items = [{ name: 'Books', amount: 2_000, optional: false }];
  return {
    updateSchool: () => source.update('schools', schoolId, school, password),
    deleteSchoolCascade: () => source.deleteSchoolCascade(schoolId, password),
    createClassroom: () => source.create('classrooms', { ...room, schoolId }, password),
    updateClassroom: () => source.update('classrooms', roomId, room, password),
    removeClassroom: () => source.remove('classrooms', roomId, password),
    removeStudent: () => source.remove('students', studentId, password),
    saveFeeItems: () => source.saveFeeItems(roomId, items, password),
    startNextTerm: () => source.startNextTerm(schoolId, closing, undefined, password),
    setCurrentTerm: () => source.setCurrentTerm(schoolId, firstTerm(), password),
    setSiblingDiscount: () =>
      source.setSiblingDiscount(schoolId, { second: 10, later: 10, order: 'age' }, password),
    approveVoid: () => source.approveVoid(paymentId, password),
    declineVoid: () => source.declineVoid(paymentId, 'It was right', password),
    approveStudentChange: () => source.approveStudentChange(studentId, password),
    declineStudentChange: () => source.declineStudentChange(studentId, 'Not agreed', password),
    listStaff: () => source.listStaff(schoolId),
    inviteStaff: () =>
      source.inviteStaff(schoolId, { email: 'someone@example.com', role: 'viewer' }, password),
    listAudit: () => source.listAudit(schoolId),
    setSettlement: () =>
      source.setSettlement(schoolId, { bankCode: '058', accountNumber: '0123456789' }, password),
  };
}

export const ROLES_CASES: ContractCases = {
  async 'the bursar is refused, in the role table’s words, exactly what the table keeps from them'(
    setup,
  ) {
    const made = await records(setup);
    const bursar = await setup.bursar();
    const walked = Object.entries(calls(setup.schoolId)) as [SchoolAction, Call][];
    expect(walked.map(([action]) => action).sort()).toEqual(Object.keys(ACTIONS).sort());
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [action, call] of walked) {
      const outcome = await call(bursar.source, bursar.password, made).then(
        () => 'allowed',
        (error: unknown) =>
          error instanceof ForbiddenError ? `refused: ${error.message}` : 'allowed',
      );
      answers[action] = outcome;
      expected[action] = mayDo('bursar', action) ? 'allowed' : `refused: ${refusal(action)}`;
    }
    expect(answers).toEqual(expected);
  },

  async 'a bursar and a viewer are refused what their roles may not do, and nothing is written'(
    setup,
  ) {
    const { source, schoolId } = setup;
    const { elder, younger, primary4 } = await twoSiblings(setup);
    const payment = await pay(setup, elder._id, 5_000);
    const named: Named = {
      schoolId,
      roomId: primary4._id,
      studentId: elder._id,
      familyId: younger.familyId,
      paymentId: payment._id,
      reference: (await source.initializePayment(cardDetails(schoolId, elder._id))).reference,
      token: (await source.sharePayLink(elder._id)).token,
      closing: (await source.previewNextTerm(schoolId)).closing,
    };
    const bursar = await setup.bursar();
    const viewer = await setup.viewer?.();
    const before = await written(setup);

    await allRefused(ownerCalls(bursar, named));
    // The guest demo has no viewer to act as (docs/staff.md#the-guest-demo).
    if (viewer) {
      await allRefused(ownerCalls(viewer, named));
      await allRefused(recordersCalls(viewer, named));
      // A viewer reads what the owner reads.
      expect(await viewer.source.get('students', elder._id)).toEqual(before.students.items[0]);
    }
    expect(await written(setup)).toEqual(before);
  },

  async 'an invitation or an unmatched transfer that is not there is not found'(setup) {
    const { source, password } = setup;
    const room = await classroom(setup, 'Primary2', 20_000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const token = 'A'.repeat(43);
    for (const answer of [source.getInvitation(token), source.acceptInvitation(token)]) {
      await refused(answer, NotFoundError, { message: INVITATION_INVALID });
    }
    const assigned = source.assignTransfer(NO_RECORD, { studentId: ada._id }, password);
    await refused(assigned, NotFoundError, { message: TRANSFER_NOT_FOUND });
    expect((await source.get('students', ada._id)).balance).toBe(20_000);
  },
};
