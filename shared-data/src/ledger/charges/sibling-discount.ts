import { CLASS_PRESETS } from '../../constants/school-records/class-presets';

/** Whose place in a family the rule counts from: the eldest, or the child in the highest class. */
export const SIBLING_ORDERS = ['age', 'class'] as const;
export type SiblingOrder = (typeof SIBLING_ORDERS)[number];

/**
 * A school's sibling discount (docs/families.md#sibling-discount): percentages off the class fee
 * for a family's second child and for each child after, counted in `order`. Both 0: no discount.
 */
export interface SiblingDiscountRule {
  second: number;
  later: number;
  order: SiblingOrder;
}

export const NO_SIBLING_DISCOUNT: SiblingDiscountRule = { second: 0, later: 0, order: 'age' };

/** What the rule reads of each enrolled child of one family. */
export interface SiblingPlace {
  id: string;
  age: number;
  /** The name of the class the child is in this term. */
  className: string;
  /** When they were registered: the earlier of two alike counts first. */
  createdAt: string;
}

/** Every preset class from the youngest to the oldest; a class named otherwise comes below all. */
const CLASS_LADDER = CLASS_PRESETS.Other.map((name) => name.toLowerCase());

function classStep(className: string): number {
  return CLASS_LADDER.indexOf(className.trim().toLowerCase());
}

/** The family's children, first (pays in full) to last, as the rule counts them. */
export function siblingOrder(children: readonly SiblingPlace[], order: SiblingOrder) {
  return [...children].sort(
    (a, b) =>
      (order === 'class' ? classStep(b.className) - classStep(a.className) : 0) ||
      b.age - a.age ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.id.localeCompare(b.id),
  );
}

/**
 * Each child's sibling discount, in percent: none for the first, `second` for the second,
 * `later` for every one after (docs/families.md#sibling-discount).
 */
export function siblingPercents(
  children: readonly SiblingPlace[],
  rule: SiblingDiscountRule,
): Map<string, number> {
  return new Map(
    siblingOrder(children, rule.order).map((child, place) => [
      child.id,
      place === 0 ? 0 : place === 1 ? rule.second : rule.later,
    ]),
  );
}

/**
 * Every family's children's sibling discounts at once, by student id: `children` are the enrolled
 * students of one school who are in a family; a student in none is not there, and gets none.
 */
export function familyDiscounts(
  children: readonly (SiblingPlace & { familyId: string })[],
  rule: SiblingDiscountRule,
): Map<string, number> {
  const byFamily = new Map<string, SiblingPlace[]>();
  for (const child of children) {
    byFamily.set(child.familyId, [...(byFamily.get(child.familyId) ?? []), child]);
  }
  const discounts = new Map<string, number>();
  for (const family of byFamily.values()) {
    for (const [id, percent] of siblingPercents(family, rule)) discounts.set(id, percent);
  }
  return discounts;
}
