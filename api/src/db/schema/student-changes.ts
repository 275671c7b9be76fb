import type { StudentUpdateBody } from '@fees/shared-data/core';

/**
 * A bursar's edit of a student waiting for the owner, as it was sent (the password aside), with
 * what it changes and the balances in kobo before and after it when it was asked.
 */
export interface StoredChangeRequest {
  by: string;
  at: string;
  edit: Omit<StudentUpdateBody, 'password'>;
  changes: string;
  beforeKobo: number;
  afterKobo: number;
}

/** The owner's refusal of a waiting edit: who, when, why, and what it would have changed. */
export interface StoredChangeDecline {
  by: string;
  at: string;
  reason: string;
  changes: string;
}
