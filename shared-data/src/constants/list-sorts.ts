/**
 * The orders a list can be asked for besides its own (registration order; payments newest first).
 * Students sort by balance, what they owe less any credit (docs/students.md#the-list); a tie keeps
 * registration order, so pages stay stable.
 */
export const STUDENT_SORTS = ['balance'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/**
 * Payments sort by the day their Date column shows or by amount (docs/payments.md#the-list); a tie
 * keeps the list's own order, newest first.
 */
export const PAYMENT_SORTS = ['date', 'amount'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

/** 'asc': smallest first; 'desc': largest first. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
