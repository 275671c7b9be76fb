// The records the contract cases make, the same way whatever the source: classes, students,
// payments received by the bursary, the next term. Each case file adds only what is its own.
import { schoolToday } from '../../format/dates';
import type { RecordedPaymentMethod } from '../../types/payment';
import type { ContractSetup } from './contract-schools';

export const today = () => schoolToday(new Date());

/** An id that can be any record's and is none. */
export const NO_RECORD = '000000000000000000000000';

/** The answer refused as a `type` (a DataError's class), worded and placed as `expected` says. */
export async function refused(
  answer: Promise<unknown>,
  type: new (...args: never[]) => Error,
  expected: object,
) {
  await expect(answer).rejects.toBeInstanceOf(type);
  await expect(answer).rejects.toMatchObject(expected);
}

/** The day `back` days before today in Lagos. */
export const daysAgo = (back: number) =>
  schoolToday(new Date(Date.now() - back * 24 * 60 * 60 * 1000));

/** The day before today: before the school's first term opened, so it belongs to that term. */
export const yesterday = () => daysAgo(1);

export async function classroom(
  { source, password, schoolId }: ContractSetup,
  name: string,
  fees: number,
) {
  return source.create(
    'classrooms',
    { name, classTeacher: 'Mrs Adebayo', classFees: fees, schoolId },
    password,
  );
}

export async function student(
  { source, password, schoolId }: ContractSetup,
  classroomId: string,
  fullname: string,
  { discount = 0, optionalItems = [] as string[], parentEmail = '' } = {},
) {
  return source.create(
    'students',
    {
      fullname,
      age: 10,
      sex: 'Female',
      phoneNo: '08031234567',
      parentEmail,
      discount,
      classroom: classroomId,
      schoolId,
      optionalItems,
    },
    password,
  );
}

/** A student as the register's form sends one (Eze Chidi), in the class `roomId`. */
export const registered = (roomId: string) => ({
  fullname: 'Eze Chidi',
  age: 9,
  sex: 'Male' as const,
  phoneNo: '08031234567',
  parentEmail: '',
  discount: 0,
  classroom: roomId,
  optionalItems: [],
});

let references = 0;

/** A payment the bursary received, cash today unless told; a transfer or POS carries a reference. */
export async function pay(
  { source, password, schoolId }: ContractSetup,
  studentId: string,
  amount: number,
  { method = 'cash' as RecordedPaymentMethod, receivedOn = today() } = {},
) {
  references += 1;
  return source.recordOfflinePayment(
    {
      schoolId,
      studentId,
      amount,
      method,
      receivedOn,
      depositorName: 'Ngozi Obi',
      email: '',
      purpose: 'School fees this term',
      externalReference: method === 'cash' ? '' : `REF${Date.now()}${references}`,
    },
    password,
  );
}

/** 'Start next term' as the dashboard sends it: naming the term it closes, the current one. */
export async function startNext(
  { source, password, schoolId }: ContractSetup,
  promotions?: object,
) {
  const closing = (await source.previewNextTerm(schoolId)).closing;
  return source.startNextTerm(schoolId, closing, promotions as never, password);
}
