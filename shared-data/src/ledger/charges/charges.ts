import { expectedFeeKobo } from '../../format/fees';
import { lateFeeLine, type LateFeeCharge } from '../late-fee';

/** One of a class's extra fee items for a term (docs/terms.md#fee-items). */
export interface FeeItemKobo {
  _id: string;
  name: string;
  amountKobo: number;
  /** Charged only to students who take it (their optionalItems), not to the whole class. */
  optional: boolean;
}

/** A line of a student's charges for a term; a discount is a negative line. */
export interface ChargeLine {
  name: string;
  amountKobo: number;
}

/** What a student is charged for in a term. */
export interface ChargeInputs {
  classFeesKobo: number;
  /** Percentage 0–100 off the class fee only. */
  discount: number;
  items: readonly FeeItemKobo[];
  /** The optional items the student takes, by id; ids of other classes' items are ignored. */
  optionalItems: readonly string[];
  /**
   * Percentage 0–100 off what is left of the class fee after `discount`, for a family's second
   * child and after (docs/families.md#sibling-discount); none when left out.
   */
  siblingDiscount?: number;
  /** The late fees charged to the student this term; those waived are no line. */
  lateFees?: readonly LateFeeCharge[];
}

export const CLASS_FEE_LINE = 'Class fee';

/** 'Discount (10%)', the line that takes a student's discount off the class fee. */
export function discountLine(discount: number): string {
  return `Discount (${discount}%)`;
}

/** 'Sibling discount (10%)', the line a family's later children are charged less by. */
export function siblingDiscountLine(percent: number): string {
  return `Sibling discount (${percent}%)`;
}

/**
 * A student's charges for a term, line by line: the class fee, their discount off it (kobo-exact:
 * the line is what expectedFeeKobo takes off), the sibling discount off what is left, then the
 * required items and the optional ones they take, in the class's order, then the late fees not
 * waived, in the order they were charged.
 */
export function chargeLines(inputs: ChargeInputs): ChargeLine[] {
  const lines: ChargeLine[] = [{ name: CLASS_FEE_LINE, amountKobo: inputs.classFeesKobo }];
  const afterOwn = expectedFeeKobo(inputs.classFeesKobo, inputs.discount);
  const off = afterOwn - inputs.classFeesKobo;
  if (off !== 0) lines.push({ name: discountLine(inputs.discount), amountKobo: off });
  const sibling = inputs.siblingDiscount ?? 0;
  const siblingOff = expectedFeeKobo(afterOwn, sibling) - afterOwn;
  if (siblingOff !== 0) {
    lines.push({ name: siblingDiscountLine(sibling), amountKobo: siblingOff });
  }
  const taken = new Set(inputs.optionalItems);
  for (const item of inputs.items) {
    if (!item.optional || taken.has(item._id)) {
      lines.push({ name: item.name, amountKobo: item.amountKobo });
    }
  }
  for (const fee of inputs.lateFees ?? []) {
    if (!fee.waived) lines.push({ name: lateFeeLine(fee.dueOn), amountKobo: fee.amountKobo });
  }
  return lines;
}

/** The sum of charge lines. */
export function chargesTotalKobo(lines: readonly ChargeLine[]): number {
  return lines.reduce((total, line) => total + line.amountKobo, 0);
}

/** A student's charges for a term in all: chargeLines summed. */
export function termChargesKobo(inputs: ChargeInputs): number {
  return chargesTotalKobo(chargeLines(inputs));
}
