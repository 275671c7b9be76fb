/** How far the reports reach, and what they refuse with, the same from the API and the guest demo. */
export const REPORT_LIMITS = {
  /** A cash book is a bursar's day or a few: a month at most, which still prints. */
  cashBookDaysMax: 31,
} as const;

export const REPORT_REFUSALS = {
  /** 404: a term id that is not one of the school's terms. */
  termNotFound: 'Term not found',
  /** 400 on `to`: more days than a cash book covers. */
  cashBookTooLong: `A cash book covers at most ${REPORT_LIMITS.cashBookDaysMax} days.`,
} as const;

/**
 * What a page with From and To days says when To comes first, as it then asks for nothing: the
 * API's own words name its query's fields, these the ones on screen.
 */
export const DAY_RANGE_BACKWARDS = 'The To day is before the From day: choose days in order.';
