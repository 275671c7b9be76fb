import { siblingDiscountsOf } from '../sources/guest/guest-ledger';
import { GUEST_CREDENTIALS, GUEST_USER_ID } from '../constants/guest';
import { SCHOOL_LEVELS } from '../constants/school-records/levels';
import { classroomCreateBodySchema } from '../validation/school-records/classroom-schemas';
import {
  paymentInitializeBodySchema,
  paymentRecordBodySchema,
} from '../validation/money/payment-schemas';
import { studentCreateBodySchema } from '../validation/school-records/student-schemas';
import { validateBody } from '../validation/rules/validate-body';
import { paymentDay, schoolToday } from '../format/dates';
import { sessionOf } from '../ledger/terms';
import { BrowserSource } from '../sources/browser-source';
import { seedGuestData } from '../sources/guest-storage';
import { DEMO_NOW } from './demo-clock';
import { loadDemoData } from './demo-data';
import { generateDemoData } from './generate-demo-data';

const data = loadDemoData(new Date(DEMO_NOW));
const kobo = (naira: number) => Math.round(naira * 100);
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + kobo(amount), 0);
/** A void payment stays in the list but counts in no figure. */
const counting = data.payments.filter((payment) => payment.status === 'success');

describe('demo data', () => {
  it('is what the generator makes (regenerate with npm run demo:data -w shared-data)', () => {
    expect(data).toEqual(generateDemoData());
  });

  it('has the guest user and one school per level, all owned by the guest', () => {
    expect(data.users).toEqual([
      expect.objectContaining({ _id: GUEST_USER_ID, email: GUEST_CREDENTIALS.email }),
    ]);
    expect(data.schools.map((school) => school.level).sort()).toEqual([...SCHOOL_LEVELS].sort());
    expect(data.schools.every((school) => school.ownerId === GUEST_USER_ID)).toBe(true);
  });

  it('is about the planned size', () => {
    expect(data.classrooms).toHaveLength(20);
    expect(data.students).toHaveLength(300);
    expect(data.payments.length).toBeGreaterThanOrEqual(550);
    expect(data.payments.length).toBeLessThanOrEqual(700);
  });

  it('gives every school classrooms, students and payments', () => {
    for (const school of data.schools) {
      expect(data.classrooms.some((room) => room.schoolId === school._id)).toBe(true);
      expect(data.students.some((student) => student.schoolId === school._id)).toBe(true);
      expect(data.payments.some((payment) => payment.schoolId === school._id)).toBe(true);
    }
  });

  it('keeps every total and counter equal to what the ledger says', () => {
    const current = new Set(data.terms.filter((t) => t.status === 'current').map((t) => t._id));
    const paidIn = (studentId: string, inCurrent: boolean) =>
      sum(
        counting
          .filter((p) => p.studentId === studentId && current.has(p.termId) === inCurrent)
          .map((p) => p.amount),
      );
    // The demo's families are charged their school's sibling discount this term.
    const siblings = siblingDiscountsOf(data);
    expect([...siblings.values()].filter((percent) => percent > 0).length).toBeGreaterThan(10);
    for (const student of data.students) {
      const room = data.classrooms.find((r) => r._id === student.classroomId);
      const frozen = data.termCharges.filter((c) => c.studentId === student._id);
      const closedCharges = frozen.flatMap((c) => c.lines).reduce((t, l) => t + l.amountKobo, 0);
      const items = data.feeItems.filter((item) => item.classroomId === student.classroomId);
      const taken = items.filter((i) => !i.optional || student.optionalItems.includes(i._id));
      const afterOwn = Math.round((kobo(room?.classFees ?? 0) * (100 - student.discount)) / 100);
      const sibling = siblings.get(student._id) ?? 0;
      const thisTerm =
        Math.round((afterOwn * (100 - sibling)) / 100) +
        taken.reduce((t, i) => t + i.amountKobo, 0);
      const broughtForward = closedCharges - paidIn(student._id, false);
      expect(room?.name).toBe(student.classroom);
      expect(kobo(student.broughtForward)).toBe(broughtForward);
      expect(kobo(student.totalPaidFees)).toBe(paidIn(student._id, true));
      expect(kobo(student.totalFeesExpected)).toBe(broughtForward + thisTerm);
      expect(kobo(student.balance)).toBe(broughtForward + thisTerm - paidIn(student._id, true));
    }
    for (const room of data.classrooms) {
      const enrolled = data.students.filter((s) => s.classroomId === room._id);
      expect(room.noOfStudents).toBe(enrolled.length);
      expect(kobo(room.totalFees)).toBe(sum(enrolled.map((s) => s.totalPaidFees)));
      expect(kobo(room.totalFeesExpected)).toBe(sum(enrolled.map((s) => s.totalFeesExpected)));
    }
    for (const school of data.schools) {
      const rooms = data.classrooms.filter((r) => r.schoolId === school._id);
      const enrolled = data.students.filter((s) => s.schoolId === school._id);
      expect(school.noOfClassrooms).toBe(rooms.length);
      expect(school.noOfStudents).toBe(enrolled.length);
      expect(kobo(school.totalFees)).toBe(sum(rooms.map((r) => r.totalFees)));
      expect(kobo(school.totalFeesExpected)).toBe(sum(enrolled.map((s) => s.totalFeesExpected)));
      expect(rooms.every((r) => r.schoolName === school.name)).toBe(true);
    }
  });

  it("puts every school in 'Second term' of the demo's session, with 'First term' closed", () => {
    const session = sessionOf(new Date(DEMO_NOW));
    for (const school of data.schools) {
      const terms = data.terms.filter((term) => term.schoolId === school._id);
      expect(terms.map((t) => [t.session, t.name, t.status])).toEqual([
        [session, 'First term', 'closed'],
        [session, 'Second term', 'current'],
      ]);
      expect(Date.parse(terms[1]?.openedAt ?? '')).toBeLessThan(Date.parse(DEMO_NOW));
    }
    // Every student was charged 'First term'; payments reached both terms of every school.
    expect(data.termCharges).toHaveLength(data.students.length);
    expect(new Set(counting.map((payment) => payment.termId)).size).toBe(data.terms.length);
  });

  it('has students with arrears and a few with a credit carried from First term', () => {
    const arrears = data.students.filter((student) => student.broughtForward > 0);
    const credit = data.students.filter((student) => student.broughtForward < 0);
    expect(arrears.length).toBeGreaterThan(data.students.length / 3);
    expect(credit.length).toBeGreaterThanOrEqual(5);
    expect(credit.length).toBeLessThan(data.students.length / 10);
  });

  it('bills a few classes a required and two optional items, some students taking them', () => {
    const rooms = new Set(data.feeItems.map((item) => item.classroomId));
    expect(rooms.size).toBeGreaterThanOrEqual(3);
    expect(rooms.size).toBeLessThan(data.classrooms.length / 2);
    for (const room of rooms) {
      const items = data.feeItems.filter((item) => item.classroomId === room);
      expect(items.map((item) => [item.name, item.optional])).toEqual([
        ['Books and materials', false],
        ['School bus', true],
        ['Lunch', true],
      ]);
    }
    const takers = data.students.filter((student) => student.optionalItems.length > 0);
    expect(takers.length).toBeGreaterThan(5);
    for (const student of takers) {
      const offered = data.feeItems.filter(
        (item) => item.classroomId === student.classroomId && item.optional,
      );
      expect(offered.map((item) => item._id)).toEqual(
        expect.arrayContaining(student.optionalItems),
      );
    }
  });

  it("shows both terms on a student's statement", async () => {
    const owing = data.students.find((s) => s.broughtForward > 0 && s.optionalItems.length > 0)!;
    seedGuestData(localStorage, data);
    const source = new BrowserSource({ storage: localStorage, latencyMs: 0 });
    const statement = await source.getStatement(owing._id);
    expect(statement.terms.map((term) => term.name)).toEqual(['First term', 'Second term']);
    expect(statement.terms[1]?.broughtForward).toBe(owing.broughtForward);
    expect(statement.terms[1]?.charges.map((line) => line.name)).toContain('Books and materials');
    expect(statement.balance).toBe(owing.balance);
  });

  it('passes the same rules a form would apply', () => {
    for (const room of data.classrooms) {
      const { name, classTeacher, classFees, schoolId } = room;
      const body = { name, classTeacher, classFees, schoolId, password: 'x' };
      expect(validateBody(classroomCreateBodySchema, body)).toEqual({ value: body });
      expect(classFees).toBeGreaterThanOrEqual(25000);
      expect(classFees).toBeLessThanOrEqual(450000);
    }
    for (const student of data.students) {
      const { fullname, age, sex, phoneNo, discount, classroomId, schoolId, optionalItems } =
        student;
      const body = {
        optionalItems,
        fullname,
        age,
        sex,
        phoneNo,
        discount,
        classroom: classroomId,
        schoolId,
        password: 'x',
      };
      expect(validateBody(studentCreateBodySchema, body)).toEqual({ value: body });
      expect(phoneNo).toMatch(/^0[78]0\d{8}$/);
      expect([0, 5, 10, 15, 20]).toContain(discount);
    }
    for (const payment of data.payments) {
      const { schoolId, studentId, amount, depositorName, email, purpose } = payment;
      if (payment.method === 'card') {
        const body = { schoolId, studentId, amount, depositorName, email, purpose };
        expect(validateBody(paymentInitializeBodySchema, body)).toEqual({ value: body });
        expect(payment.referenceNo).toMatch(/^T\d{15}$/);
      } else {
        const { method, receivedOn, externalReference } = payment;
        const body = {
          ...{ schoolId, studentId, amount, depositorName, email, purpose },
          ...{ method, receivedOn, externalReference, password: 'x' },
        };
        expect(validateBody(paymentRecordBodySchema, body)).toEqual({ value: body });
        expect(payment.referenceNo).toMatch(/^R\d{15}$/);
        expect(payment.recordedBy).toBe(`Guest Admin <${GUEST_CREDENTIALS.email}>`);
      }
      expect(email).toMatch(/@example\.com$/);
    }
    expect(new Set(data.payments.map((p) => p.referenceNo)).size).toBe(data.payments.length);
    const countedReferences = counting.map((p) => p.externalReference).filter(Boolean);
    expect(new Set(countedReferences).size).toBe(countedReferences.length);
  });

  it('has card, transfer and cash payments, and one voided transfer', () => {
    const methods = new Set(counting.map((payment) => payment.method));
    expect([...methods].sort()).toEqual(['card', 'cash', 'transfer']);
    const voided = data.payments.filter((payment) => payment.status === 'void');
    expect(voided).toEqual([
      expect.objectContaining({ method: 'transfer', voidReason: 'Entered twice by mistake' }),
    ]);
  });

  it('spreads payments over the past months, oldest first in storage', () => {
    const times = data.payments.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const months = new Set(data.payments.map((p) => p.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse(DEMO_NOW));
  });

  it('gives every school takings on the day it is opened, from an hour past midnight in Lagos', () => {
    // 01:15 and 23:50 in Lagos on two days of the next term: the first hour's edge, and late.
    for (const opened of ['2027-01-04T00:15:00.000Z', '2027-01-05T22:50:00.000Z']) {
      const now = new Date(opened);
      const today = schoolToday(now);
      const loaded = loadDemoData(now);
      for (const school of loaded.schools) {
        const ofToday = loaded.payments.filter(
          (payment) => payment.schoolId === school._id && paymentDay(payment) === today,
        );
        expect(ofToday.length).toBeGreaterThan(0);
        expect(Math.max(...ofToday.map((payment) => Date.parse(payment.createdAt)))).toBeLessThan(
          now.getTime(),
        );
      }
    }
  });

  it('moves the dates to the loading day', () => {
    const later = loadDemoData(new Date(Date.parse(DEMO_NOW) + 86_400_000));
    const [first] = data.payments;
    const [moved] = later.payments;
    expect(Date.parse(moved?.createdAt ?? '') - Date.parse(first?.createdAt ?? '')).toBe(
      86_400_000,
    );
    const recorded = data.payments.findIndex((payment) => payment.receivedOn !== '');
    const day = (payments: typeof data.payments) =>
      Date.parse(payments[recorded]?.receivedOn ?? '');
    expect(day(later.payments) - day(data.payments)).toBe(86_400_000);
    const opened = (terms: typeof data.terms) => Date.parse(terms[1]?.openedAt ?? '');
    expect(opened(later.terms) - opened(data.terms)).toBe(86_400_000);
  });
});
