import { schoolToday } from '../format/dates';
import type { GuestData } from '../sources/guest-storage';
import type { Payment } from '../types/payment';
import classrooms from './data/classrooms.json';
import families from './data/families.json';
import payments from './data/payments.json';
import schools from './data/schools.json';
import students from './data/students.json';
import feeItems from './data/fee-items.json';
import lateFees from './data/late-fees.json';
import termCharges from './data/term-charges.json';
import terms from './data/terms.json';
import users from './data/users.json';
import { DEMO_NOW } from './demo-clock';

const bundled = {
  ...{ users, schools, classrooms, students, payments },
  ...{ terms, feeItems, termCharges, lateFees, families },
} as unknown as GuestData;

const moveBy = (iso: string, by: number) => new Date(Date.parse(iso) + by).toISOString();

function shift<T extends { createdAt: string; updatedAt: string }>(records: T[], by: number): T[] {
  const move = (iso: string) => moveBy(iso, by);
  return records.map((record) => ({
    ...record,
    createdAt: move(record.createdAt),
    updatedAt: move(record.updatedAt),
  }));
}

/**
 * The guest demo's records (src/demo/data, made by generate-demo-data.ts), with every date moved so
 * the newest payments are from the last days rather than from the day the files were generated.
 */
export function loadDemoData(now: Date = new Date()): GuestData {
  const by = now.getTime() - Date.parse(DEMO_NOW);
  return {
    users: shift(bundled.users, by),
    schools: shift(bundled.schools, by),
    classrooms: shift(bundled.classrooms, by),
    students: shift(bundled.students, by),
    payments: shiftPayments(bundled.payments, by),
    terms: bundled.terms.map((term) => ({
      ...term,
      openedAt: moveBy(term.openedAt, by),
      closedAt: term.closedAt && moveBy(term.closedAt, by),
    })),
    feeItems: bundled.feeItems,
    termCharges: bundled.termCharges,
    lateFees: bundled.lateFees,
    families: shift(bundled.families, by),
  };
}

/** A recorded payment was received on the day it was entered, as the generator made it. */
function shiftPayments(records: Payment[], by: number): Payment[] {
  return shift(records, by).map((payment) => ({
    ...payment,
    receivedOn: payment.receivedOn && schoolToday(new Date(payment.createdAt)),
    voidedAt: payment.voidedAt && moveBy(payment.voidedAt, by),
  }));
}
