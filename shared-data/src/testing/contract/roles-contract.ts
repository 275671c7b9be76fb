// The role table (roles/actions.ts, docs/staff.md#the-roles) walked against every DataSource: for
// each action, the school's bursar calls the source's method for it and is refused, with the
// table's words, exactly where the table says a bursar may not. The owner's side is every other
// case of the suite; a viewer, whom the guest demo cannot act as, is the API's role matrix.
import { ACTIONS, mayDo, refusal, type SchoolAction } from '../../roles/actions';
import type { DataSource } from '../../sources/data-source';
import { ForbiddenError } from '../../sources/data-errors';
import { pay, today } from './contract-records';
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
};
