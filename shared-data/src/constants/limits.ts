/**
 * Field lengths, minimums and caps. The form and body validation schemas are built from these, so
 * the browser and the API check the same numbers.
 */
export const LIMITS = {
  minClassFee: 1000,
  minPaymentAmount: 1000,
  /** Bounds input so a typo cannot record billions; kobo of this still fits a safe integer. */
  maxAmount: 100_000_000,
  depositorName: { min: 3, max: 100 },
  purpose: { min: 10, max: 100 },
  schoolName: { min: 5, max: 100 },
  schoolAddress: { min: 5, max: 100 },
  classTeacher: { min: 5, max: 100 },
  classroomName: { min: 3, max: 100 },
  studentName: { min: 3, max: 100 },
  profileName: { min: 3, max: 20 },
  profilePhone: { min: 10, max: 16 },
  signupName: { min: 3, max: 20 },
  signupPhone: { min: 10, max: 16 },
  studentPhone: { min: 11, max: 16 },
  studentAge: { min: 1, max: 120 },
  discount: { min: 0, max: 100 },
  verificationCodeLength: 6,
  /** Bounds for fields the product rules leave open, so the server can cap input. */
  emailMax: 254,
  /**
   * A password being chosen needs passwordMin characters (docs/auth.md#passwords); one being
   * checked, at login or as the admin password, only needs to be there, so older shorter ones work.
   */
  passwordMin: 8,
  passwordMax: 128,
  idMax: 64,
  referenceMax: 100,
  voidReason: { min: 5, max: 200 },
  /** A received date before this is a typo (a year of 0202), not an old payment. */
  earliestReceivedOn: '2000-01-01',
  /** Search box, list `q` and list page size. */
  queryMax: 100,
  pageSizeMax: 1000,
  /** A class's extra fee items for a term (docs/terms.md#charges). */
  feeItemName: { min: 1, max: 60 },
  feeItemsMax: 20,
  /** A family's name, as the bursary calls the parent (docs/families.md). */
  familyName: { min: 3, max: 100 },
  /** Children linked to one family. */
  familyChildrenMax: 20,
  /** Students in one imported file. */
  importRowsMax: 5000,
} as const;
