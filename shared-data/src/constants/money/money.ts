export const CURRENCY = 'NGN';

/** The provider takes the smallest unit; the database keeps integer kobo. */
export const KOBO_PER_NAIRA = 100;
