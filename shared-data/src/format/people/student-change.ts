import { formatBalance } from '../money/balance';

/**
 * A student as an edit changes them, in the words the screens use: the class, the optional items
 * and the family by name ('' for none), so an edit reads the same in both modes.
 */
export interface StudentFacts {
  fullname: string;
  age: number;
  sex: string;
  phoneNo: string;
  parentEmail: string;
  classroom: string;
  discount: number;
  optionalItems: readonly string[];
  family: string;
}

const NONE = 'none';

const LABELS: { [K in keyof StudentFacts]: [string, (value: StudentFacts[K]) => string] } = {
  fullname: ['Name', String],
  age: ['Age', String],
  sex: ['Sex', String],
  phoneNo: ['Parent phone', String],
  parentEmail: ['Parent e-mail', (value) => value || NONE],
  classroom: ['Class', String],
  discount: ['Discount', (value) => `${value}%`],
  optionalItems: ['Optional items', (value) => (value.length > 0 ? value.join('; ') : NONE)],
  family: ['Family', (value) => value || NONE],
};

/** What an edit changes, field by field: 'Class Primary1 → Primary2, Discount 0% → 100%'. */
export function studentChanges(before: StudentFacts, after: StudentFacts): string {
  const parts = (Object.keys(LABELS) as (keyof StudentFacts)[]).flatMap((key) => {
    const [label, show] = LABELS[key] as [string, (value: unknown) => string];
    const was = show(before[key]);
    const now = show(after[key]);
    return was === now ? [] : [`${label} ${was} → ${now}`];
  });
  return parts.join(', ');
}

/**
 * A change to what a student owes, with the balances in naira before and after it
 * (docs/students.md#edits-that-lower-charges): 'Discount 0% → 100%: NGN 25,000 → NGN 0 owed'.
 */
export function chargeChangeLine(changes: string, before: number, after: number): string {
  const figures = `${formatBalance(before)} → ${formatBalance(after)}${after < 0 ? '' : ' owed'}`;
  return changes ? `${changes}: ${figures}` : figures;
}

/** An edit the owner declined, and why: 'Discount 0% → 100% declined: Her fees stand'. */
export function declinedChangeLine(changes: string, reason: string): string {
  return `${changes} declined: ${reason.trim()}`;
}
