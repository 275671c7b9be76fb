import { countsAsPaid, recordBalanceKobo } from '../../ledger/balance';
import { LIST_SEARCH_FIELDS } from '../../constants/list-search-fields';
import { PAYMENT_STATUS } from '../../constants/money/payments';
import { paymentDay } from '../../format/dates';
import { sumNaira } from '../../format/fees';
import { toKobo } from '../../format/money/money';
import type { CollectionName, CollectionRecords } from '../../types/collections';
import type { Payment, PaymentMethod } from '../../types/payment';
import type { Student } from '../../types/student';
import type { PaymentSort } from '../../constants/list-sorts';
import type { ListParams, ListResult, ListSort } from '../data-source';
import { readRecords, type GuestContext } from './guest-records';

/** What every payment that counts adds up to, in all and per method, and how many are void. */
function countingTotals(payments: readonly Payment[]) {
  const counting = payments.filter((payment) => countsAsPaid(payment));
  const amountByMethod: Partial<Record<PaymentMethod, number>> = {};
  for (const payment of counting) {
    amountByMethod[payment.method] = sumNaira([
      amountByMethod[payment.method] ?? 0,
      payment.amount,
    ]);
  }
  return {
    amount: sumNaira(counting.map((payment) => payment.amount)),
    amountByMethod,
    voided: payments.filter((payment) => payment.status === PAYMENT_STATUS.void).length,
  };
}

function fieldOf(record: object, key: string): unknown {
  return (record as Record<string, unknown>)[key];
}

/**
 * Query strings carry text, so '7' finds age 7. A list of values matches any of them; an empty
 * list filters nothing, as the API's query string leaves it out.
 */
function matches(record: object, filter: object): boolean {
  return Object.entries(filter).every(([key, value]) => {
    const wanted: unknown[] = Array.isArray(value) ? value : [value];
    if (value === undefined || wanted.length === 0) return true;
    const actual = String(fieldOf(record, key));
    return wanted.some((one) => String(one) === actual);
  });
}

/**
 * Students by balance; the sort is stable, so a tie keeps registration order (the stored order),
 * as the API's does.
 */
function sortStudents(students: Student[], sort: ListSort<'balance'>): Student[] {
  const sign = sort.order === 'desc' ? -1 : 1;
  return students.sort((a, b) => sign * (recordBalanceKobo(a) - recordBalanceKobo(b)));
}

/**
 * Payments by their day or amount; the sort is stable and runs on the newest-first list, so a tie
 * keeps that order, as the API's does (docs/payments.md#the-list).
 */
function sortPayments(payments: Payment[], sort: ListSort<PaymentSort>): Payment[] {
  const sign = sort.order === 'desc' ? -1 : 1;
  const compare =
    sort.by === 'amount'
      ? (a: Payment, b: Payment) => toKobo(a.amount) - toKobo(b.amount)
      : (a: Payment, b: Payment) => paymentDay(a).localeCompare(paymentDay(b));
  return payments.sort((a, b) => sign * compare(a, b));
}

/** Whether a payment's day lies between `from` and `to`, both included, either left open. */
function withinDays(payment: Payment, from: string | undefined, to: string | undefined) {
  const day = paymentDay(payment);
  return (from === undefined || day >= from) && (to === undefined || day <= to);
}

/** The payments list: newest first, within its days, in the order asked, with its totals. */
function listPayments(
  payments: Payment[],
  params: ListParams<Payment>,
  page: (all: Payment[]) => Payment[],
) {
  let items = payments.reverse().filter((payment) => withinDays(payment, params.from, params.to));
  const receipt = params.receipt?.trim().toLowerCase();
  if (receipt) items = items.filter((payment) => payment.receiptNo.toLowerCase().includes(receipt));
  if (params.voidRequested) {
    items = items.filter((payment) => payment.voidRequest !== null && countsAsPaid(payment));
  }
  if (params.sort) items = sortPayments(items, params.sort);
  return { items: page(items), total: items.length, ...countingTotals(items) };
}

/**
 * Where a page of `all` starts: after the record `after` names (and past the end when it is not
 * in the list, as the API answers), or at `offset`.
 */
function pageStart(
  all: ReadonlyArray<{ _id: string }>,
  params: { offset?: number | undefined; after?: string | undefined },
): number {
  if (params.after === undefined) return Math.max(0, params.offset ?? 0);
  const at = all.findIndex((record) => record._id === params.after);
  return at === -1 ? all.length : at + 1;
}

/** Any collection's list, filtered, searched, sorted and paged as the API's list routes do. */
export function listRecords<C extends CollectionName>(
  context: GuestContext,
  collection: C,
  params: ListParams<CollectionRecords[C]>,
): ListResult<CollectionRecords[C]> {
  const fields: readonly string[] = LIST_SEARCH_FIELDS[collection];
  const q = params.q?.trim().toLowerCase();
  let items = readRecords(context, collection).filter(
    (record) =>
      matches(record, params.filter ?? {}) &&
      (!q || fields.some((field) => String(fieldOf(record, field)).toLowerCase().includes(q))),
  );
  const page = <T extends { _id: string }>(all: T[]) => {
    const start = pageStart(all, params);
    return all.slice(
      start,
      params.limit === undefined ? undefined : start + Math.max(0, params.limit),
    );
  };
  if (collection === 'payments') {
    return listPayments(items as Payment[], params as ListParams<Payment>, page) as ListResult<
      CollectionRecords[C]
    >;
  }
  if (params.sort) {
    items = sortStudents(items as Student[], params.sort as ListSort<'balance'>) as typeof items;
  }
  return { items: page(items), total: items.length };
}
