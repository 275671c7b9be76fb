import { takeAttempt, type Budget } from '../guards/attempts-repository';
import type { Queryable } from '../db/client';
import type { AppConfig } from '../plugins/env';
import { tooManyTries } from '../plugins/errors';

const HOUR_MS = 60 * 60 * 1000;
const FIRST_DAY_MS = 24 * HOUR_MS;

/** The account a mail is sent for: the signed-in user whose write causes it. */
export interface MailingAccount {
  id: string;
  createdAt: Date;
}

/**
 * The one hourly budget of every mail an account causes (docs/mail.md#what-an-account-may-send),
 * smaller in the account's first day, spending `mails` of it: receipts of payments it records,
 * pay links it e-mails, reminders it sends and invitations. Codes are never counted.
 */
export function accountMailBudget(
  config: Pick<AppConfig, 'mailsPerHour' | 'newAccountMailsPerHour'>,
  account: MailingAccount,
  mails = 1,
): Budget {
  const firstDay = Date.now() - account.createdAt.getTime() < FIRST_DAY_MS;
  const max = firstDay ? config.newAccountMailsPerHour : config.mailsPerHour;
  const limit = firstDay ? `${max} e-mails an hour in its first day` : `${max} e-mails an hour`;
  return {
    key: `account-mails:${account.id}`,
    max,
    spend: mails,
    since: new Date(Date.now() - HOUR_MS),
    refusal: tooManyTries(
      `This account may send ${limit}; these would go past that. Please try again later.`,
      HOUR_MS,
    ),
  };
}

/**
 * Spends the budget if it has room, and tells whether it had: a payment is recorded whatever the
 * budget says, and only its receipt waits on it.
 */
export async function spendIfRoom(db: Queryable, budget: Budget): Promise<boolean> {
  try {
    await takeAttempt(db, [budget]);
    return true;
  } catch (error) {
    if (error === budget.refusal) return false;
    throw error;
  }
}
