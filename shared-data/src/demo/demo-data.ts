import type { GuestData } from '../sources/guest-storage';
import classrooms from './data/classrooms.json';
import payments from './data/payments.json';
import schools from './data/schools.json';
import students from './data/students.json';
import users from './data/users.json';
import { DEMO_NOW } from './demo-clock';

const bundled = { users, schools, classrooms, students, payments } as unknown as GuestData;

function shift<T extends { createdAt: string; updatedAt: string }>(records: T[], by: number): T[] {
  const move = (iso: string) => new Date(Date.parse(iso) + by).toISOString();
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
    payments: shift(bundled.payments, by),
  };
}
