import { LIMITS } from '../limits';

/** What a family that is not there, or not the caller's, answers. */
export const FAMILY_NOT_FOUND = 'Family not found';

/** How a write naming a family or a sibling is refused (docs/families.md). */
export const FAMILY_REFUSALS = {
  siblingNotFound: 'Choose a sibling from this school.',
  familyNotFound: 'Choose a family of this school.',
  familyFull: `A family can have at most ${LIMITS.familyChildrenMax} children.`,
  familyAndSibling: 'Choose a family or a sibling, not both.',
} as const;

/**
 * How shares the parent chose on a family's pay link are refused, on the field `shares`
 * (docs/families.md#the-family-pay-link).
 */
export const FAMILY_SHARE_REFUSALS = {
  notAChild: 'Each amount must be for a child of this family, once.',
  total: 'The amounts for each child must add up to the amount paid.',
} as const;

/** The name a family founded from a sibling starts with: their last name, which comes first. */
export function familyNameOf(fullname: string): string {
  return `${fullname.trim().split(' ')[0] ?? ''} family`;
}
