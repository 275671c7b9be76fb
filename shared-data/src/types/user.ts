import type { BaseRecord } from './base-record';

/** The signed-in account. The API never sends the password hash or session data. */
export interface User extends BaseRecord {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}
