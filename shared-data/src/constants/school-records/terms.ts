/** What the term and fee-item calls refuse with, the same from the API and the guest demo. */
export const TERM_REFUSALS = {
  /** 409: payments are filed under the term, so the school's calendar is fixed (docs/terms.md). */
  termLocked: 'The term can no longer be changed: the school has payments.',
  /** 409: the term a next-term step names is not current any more (a double submit, a retry). */
  alreadyClosed: 'This term has already been closed.',
  /** 400 on `promotions`: classes move up only at the start of a session. */
  promotionsOutsideSession: 'Classes move up only when the next term starts a session.',
  /** 400 on `promotions`: a class named is not one of the school's. */
  promotionsUnknownClass: "Promotions can name only this school's classrooms.",
  /** 400 on `optionalItems`: a student takes only optional items of their own class. */
  optionalItemNotInClass: 'Choose only optional fee items of the chosen classroom.',
} as const;

/** 400 on `from` when a class's fee items are copied from another (docs/terms.md#charges). */
export const FEE_ITEM_COPY_REFUSALS = {
  itself: 'Choose another class to copy from',
  otherSchool: 'Choose a class of this school',
  nothing: (className: string) => `${className} has no fee items to copy`,
} as const;
