import { LIMITS } from './limits';

/** What a family that is not there, or not the caller's, answers. */
export const FAMILY_NOT_FOUND = 'Family not found';

/** How a write naming a family or a sibling is refused (docs/families.md). */
export const FAMILY_REFUSALS = {
  siblingNotFound: 'Choose a sibling from this school.',
  familyNotFound: 'Choose a family of this school.',
  familyFull: `A family can have at most ${LIMITS.familyChildrenMax} children.`,
  familyAndSibling: 'Choose a family or a sibling, not both.',
} as const;

/** The name a family founded from a sibling starts with: their last name, which comes first. */
export function familyNameOf(fullname: string): string {
  return `${fullname.trim().split(' ')[0] ?? ''} family`;
}
