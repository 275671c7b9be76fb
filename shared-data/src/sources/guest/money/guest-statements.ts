import { countsAsPaid } from '../../../ledger/balance';
import { schoolToday } from '../../../format/dates';
import { toKobo } from '../../../format/money/money';
import {
  buildStatement,
  statementInNaira,
  type StatementTermInput,
} from '../../../ledger/statement';
import type { Statement } from '../../../types/term';
import { currentChargeLines, schoolTerms } from '../guest-ledger';
import { findIn, readAll, type GuestContext } from '../guest-records';
import { studentDueParts } from './guest-pay-links';

/**
 * Every term the student was charged or paid in, oldest first, with the running balance
 * (docs/terms.md#statement): a closed term's frozen lines, the current term's as they stand.
 */
export function getStatement(context: GuestContext, studentId: string): Statement {
  const data = readAll(context);
  const student = findIn(data, 'students', studentId);
  const counted = data.payments.filter(
    (payment) => payment.studentId === studentId && countsAsPaid(payment),
  );
  const terms: StatementTermInput[] = schoolTerms(data, student.schoolId).map((term) => ({
    termId: term._id,
    session: term.session,
    name: term.name,
    charges:
      term.status === 'current'
        ? currentChargeLines(data, student)
        : (data.termCharges.find(
            (charged) => charged.termId === term._id && charged.studentId === studentId,
          )?.lines ?? []),
    payments: counted
      .filter((payment) => payment.termId === term._id)
      .map((payment) => ({
        _id: payment._id,
        amountKobo: toKobo(payment.amount),
        method: payment.method,
        // A card payment arrived when it was made.
        receivedOn: payment.receivedOn || schoolToday(new Date(payment.createdAt)),
      }))
      .sort((a, b) => a.receivedOn.localeCompare(b.receivedOn)),
  }));
  const statement = buildStatement(
    terms.filter((term) => term.charges.length > 0 || term.payments.length > 0),
  );
  return statementInNaira(studentId, statement, studentDueParts(context, data, student).parts);
}
