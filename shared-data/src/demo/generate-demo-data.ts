import { CLASS_PRESETS } from '../constants/school-records/class-presets';
import { GUEST_CREDENTIALS, GUEST_USER_ID } from '../constants/guest';
import { accountLabel } from '../format/money/account-label';
import { schoolToday } from '../format/dates';
import { expectedFee } from '../format/fees';
import { NOT_VOID, type GuestData } from '../sources/guest-storage';
import { withReceipts } from '../sources/guest/money/guest-receipts';
import { recomputeTotals } from '../sources/recompute-totals';
import type { Classroom } from '../types/classroom';
import type { School, SchoolLevel } from '../types/school';
import type { Sex, Student } from '../types/student';
import { FEMALE_NAMES, MALE_NAMES, PURPOSES, SURNAMES } from './demo-names';
import { DEMO_NOW } from './demo-clock';
import { NO_SIBLING_DISCOUNT } from '../ledger/charges/sibling-discount';
import { withDemoFamilies } from './generate-demo-families';
import { generateDemoLedger, type UnfiledPayment } from './generate-demo-ledger';
import { morningTakings } from './generate-demo-today';
import { createPrng, type Prng } from './prng';

export const DEMO_SEED = 20261115;

const DAY = 24 * 60 * 60 * 1000;

interface SchoolPlan {
  name: string;
  address: string;
  level: SchoolLevel;
  classes: { name: string; fees: [number, number]; age: number }[];
}

const PLANS: SchoolPlan[] = [
  {
    name: 'Sunrise Kiddies Academy',
    address: '14 Adeola Crescent, Surulere, Lagos',
    level: 'Primary',
    classes: [
      { name: 'KG1', fees: [25000, 40000], age: 4 },
      { name: 'Nursery2', fees: [35000, 50000], age: 5 },
      { name: 'Primary1', fees: [45000, 70000], age: 6 },
      { name: 'Primary3', fees: [50000, 80000], age: 8 },
      { name: 'Primary5', fees: [60000, 90000], age: 10 },
      { name: 'Primary6', fees: [65000, 100000], age: 11 },
    ],
  },
  {
    name: 'Crestfield College',
    address: '7 Kashim Ibrahim Way, Wuse II, Abuja',
    level: 'Secondary',
    classes: [
      { name: 'Jss1', fees: [90000, 140000], age: 11 },
      { name: 'Jss2', fees: [90000, 140000], age: 12 },
      { name: 'Jss3', fees: [100000, 150000], age: 13 },
      { name: 'SSS1', fees: [120000, 180000], age: 14 },
      { name: 'SSS2', fees: [120000, 180000], age: 15 },
      { name: 'SSS3', fees: [150000, 220000], age: 16 },
    ],
  },
  {
    name: 'Riverbend Institute of Technology',
    address: '22 Aba Expressway, Port Harcourt, Rivers',
    level: 'Tetiary',
    classes: [
      { name: 'Year1', fees: [250000, 350000], age: 18 },
      { name: 'Year2', fees: [280000, 380000], age: 19 },
      { name: 'Year3', fees: [300000, 420000], age: 20 },
      { name: 'Year4', fees: [320000, 450000], age: 21 },
    ],
  },
  {
    name: 'Harmony Skills Centre',
    address: '5 Ring Road, Challenge, Ibadan',
    level: 'Other',
    classes: [
      { name: 'Nursery1', fees: [30000, 45000], age: 4 },
      { name: 'Primary4', fees: [40000, 60000], age: 9 },
      { name: 'Jss2', fees: [70000, 110000], age: 12 },
      { name: 'Year1', fees: [100000, 150000], age: 17 },
    ],
  },
];

const TEACHER_TITLES = ['Mrs', 'Mr', 'Miss', 'Dr'] as const;

/** A given name that fits the title: no 'Mr Ngozi'. */
function teacherName(
  title: (typeof TEACHER_TITLES)[number],
  random: { pick<T>(items: readonly T[]): T },
  surname: string,
): string {
  const names =
    title === 'Mr' ? MALE_NAMES : title === 'Dr' ? [...FEMALE_NAMES, ...MALE_NAMES] : FEMALE_NAMES;
  return `${title} ${random.pick(names)} ${surname}`;
}
const STUDENTS_PER_CLASS = 15;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export function generateDemoData(seed = DEMO_SEED): GuestData {
  const random = createPrng(seed);
  const now = Date.parse(DEMO_NOW);
  const iso = (time: number) => new Date(time).toISOString();
  const id = (time: number) =>
    Math.floor(time / 1000)
      .toString(16)
      .padStart(8, '0') + random.hex(16);
  const stamps = (time: number) => ({ _id: id(time), createdAt: iso(time), updatedAt: iso(time) });

  const users = [
    {
      ...stamps(now - 200 * DAY),
      _id: GUEST_USER_ID,
      firstname: 'Guest',
      lastname: 'Admin',
      email: GUEST_CREDENTIALS.email,
      phone: '08000000000',
    },
  ];
  const schools: School[] = [];
  const classrooms: Classroom[] = [];
  const students: Student[] = [];
  const payments: UnfiledPayment[] = [];

  PLANS.forEach((plan, schoolIndex) => {
    const schoolTime = now - (180 - schoolIndex) * DAY;
    const school: School = {
      ...stamps(schoolTime),
      name: plan.name,
      address: plan.address,
      level: plan.level,
      ownerId: GUEST_USER_ID,
      noOfStudents: 0,
      noOfClassrooms: 0,
      totalFees: 0,
      totalFeesExpected: 0,
      siblingDiscount: NO_SIBLING_DISCOUNT,
      role: 'owner',
    };
    schools.push(school);
    for (const [classIndex, plannedClass] of plan.classes.entries()) {
      if (!CLASS_PRESETS[plan.level].includes(plannedClass.name)) {
        throw new Error(`${plannedClass.name} is not a ${plan.level} preset`);
      }
      const roomTime = schoolTime + (classIndex + 1) * 60 * 60 * 1000;
      const teacherSurname = random.pick(SURNAMES);
      const room: Classroom = {
        ...stamps(roomTime),
        name: plannedClass.name,
        classTeacher: teacherName(random.pick(TEACHER_TITLES), random, teacherSurname),
        schoolName: school.name,
        schoolId: school._id,
        noOfStudents: 0,
        classFees: roundTo(random.int(...plannedClass.fees), 5000),
        totalFeesExpected: 0,
        totalFees: 0,
      };
      classrooms.push(room);
      for (let n = 0; n < STUDENTS_PER_CLASS; n += 1) {
        students.push(
          makeStudent(random, room, plannedClass.age, roomTime + (n + 1) * DAY, stamps),
        );
      }
    }
  });

  const recorder = accountLabel(users[0] as (typeof users)[number]);
  for (const student of students) {
    payments.push(...makePayments(random, student, now, stamps, recorder));
  }
  payments.push(voidedRepeat(payments, stamps));
  payments.sort((a, b) => a.createdAt.localeCompare(b.createdAt));

  const ledger = recomputeTotals(
    generateDemoLedger(random, { schools, classrooms, students, payments }, stamps, recorder),
  );
  const morning = morningTakings(random, ledger, now, stamps, recorder);
  const all = [...ledger.payments, ...morning].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
  const families = withDemoFamilies(
    { users, ...ledger, payments: all, families: [] },
    random,
    stamps,
  );
  return withReceipts(recomputeTotals(families));
}

function makeStudent(
  random: Prng,
  room: Classroom,
  age: number,
  time: number,
  stamps: (time: number) => { _id: string; createdAt: string; updatedAt: string },
): Student {
  const sex: Sex = random.next() < 0.5 ? 'Female' : 'Male';
  const first = random.pick(sex === 'Female' ? FEMALE_NAMES : MALE_NAMES);
  const discount = random.next() < 0.75 ? 0 : random.pick([5, 10, 15, 20]);
  return {
    ...stamps(time),
    fullname: `${random.pick(SURNAMES)} ${first}`,
    classroom: room.name,
    classroomId: room._id,
    age: age + random.int(0, 1),
    sex,
    discount,
    phoneNo: `${random.pick(['080', '070'])}${random.digits(8)}`,
    parentEmail: '',
    totalPaidFees: 0,
    totalFeesExpected: expectedFee(room.classFees, discount),
    broughtForward: 0,
    balance: expectedFee(room.classFees, discount),
    // What is due is read against today when the demo reads its students (docs/due-dates.md).
    dueNow: 0,
    overdueSince: null,
    optionalItems: [],
    enrolment: 'enrolled',
    familyId: '',
    changeRequest: null,
    changeDeclined: null,
    schoolId: room.schoolId,
  };
}

type Stamps = (time: number) => { _id: string; createdAt: string; updatedAt: string };

/** Not a card payment: no provider reference, status message or transaction. */
const NO_CHECKOUT = { paymentMessage: '', transactionNo: '' };

/**
 * About one payment in five came by bank transfer and one in ten in cash at the bursary, recorded
 * by the guest. The method follows a digit the generator has drawn anyway, so adding methods
 * changed no other demo record.
 */
function paymentMethodFields(
  referenceDigits: string,
  transactionNo: string,
  time: number,
  recorder: string,
) {
  const digit = Number(referenceDigits.at(-1));
  const recorded = { receivedOn: schoolToday(new Date(time)), recordedBy: recorder, narration: '' };
  if (digit <= 1) {
    return {
      ...NO_CHECKOUT,
      ...recorded,
      method: 'transfer',
      referenceNo: `R${referenceDigits}`,
      externalReference: `NIP${referenceDigits.slice(0, 12)}`,
    } as const;
  }
  if (digit === 2) {
    return {
      ...NO_CHECKOUT,
      ...recorded,
      method: 'cash',
      referenceNo: `R${referenceDigits}`,
      externalReference: '',
    } as const;
  }
  return {
    method: 'card',
    paymentMessage: 'Approved',
    transactionNo,
    referenceNo: `T${referenceDigits}`,
    externalReference: '',
    receivedOn: '',
    recordedBy: '',
    narration: '',
  } as const;
}

/** A transfer entered twice by mistake and voided, so the demo shows what a void looks like. */
function voidedRepeat(payments: readonly UnfiledPayment[], stamps: Stamps): UnfiledPayment {
  const original = payments.find((payment) => payment.method === 'transfer');
  if (!original) throw new Error('the demo has no transfer to repeat');
  const enteredAt = Date.parse(original.createdAt) + 10 * 60 * 1000;
  return {
    ...original,
    ...stamps(enteredAt),
    referenceNo: `R${original.referenceNo.slice(1, -1)}9`,
    status: 'void',
    voidedAt: new Date(enteredAt + 60 * 60 * 1000).toISOString(),
    voidedBy: original.recordedBy,
    voidReason: 'Entered twice by mistake',
  };
}

/** Two payments per student on average: instalments that never exceed the expected fee. */
function makePayments(
  random: Prng,
  student: Student,
  now: number,
  stamps: Stamps,
  recorder: string,
): UnfiledPayment[] {
  const count = random.pick([0, 1, 1, 2, 2, 3, 3, 4]);
  const parentFirst = random.pick([...FEMALE_NAMES, ...MALE_NAMES]);
  const parentLast = student.fullname.split(' ')[0] ?? 'Parent';
  const depositorName = `${parentFirst} ${parentLast}`;
  const email = `${parentFirst}.${parentLast}${random.int(1, 99)}@example.com`.toLowerCase();
  let remaining = student.totalFeesExpected;
  let time = Date.parse(student.createdAt);
  const result: UnfiledPayment[] = [];
  for (let n = 0; n < count && remaining >= 1000; n += 1) {
    const share = n === count - 1 ? random.pick([0.5, 1]) : random.pick([0.25, 0.4, 0.5]);
    const amount = Math.max(1000, Math.min(remaining, roundTo(remaining * share, 500)));
    remaining -= amount;
    time += random.int(7, (now - time) / DAY / (count - n) + 7) * DAY;
    time = Math.min(time, now - random.int(1, 48) * 60 * 60 * 1000) + random.int(0, 59) * 60 * 1000;
    result.push({
      ...stamps(time),
      schoolId: student.schoolId,
      depositorName,
      email,
      studentName: student.fullname,
      studentId: student._id,
      studentClass: student.classroom,
      classroomId: student.classroomId,
      amount,
      amountAsked: amount,
      purpose: random.pick(PURPOSES),
      ...paymentMethodFields(random.digits(15), random.digits(10), time, recorder),
      status: 'success',
      ...NOT_VOID,
    });
  }
  return result;
}
