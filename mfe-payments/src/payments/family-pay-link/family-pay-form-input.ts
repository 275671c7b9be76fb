import type { PayLinkFormInput } from '../pay-link/pay-link-form/pay-link-fields';

/** How the parent shares a family's payment: the oldest debt first, or amounts they choose. */
export type FamilySplit = 'oldest' | 'chosen';

/**
 * What a family link's form holds as typed: the card form's fields, the split, and a box for each
 * child in the view's order (its text until it is checked).
 */
export type FamilyPayFormInput = PayLinkFormInput & {
  split: FamilySplit;
  shares: { amount: string }[];
};
