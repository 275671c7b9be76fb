import { outstandingFeeKobo } from '../../format/fees';

// How one payment for a family is shared among its children (docs/families.md#the-family-pay-link).
// Kobo in, kobo out, and the shares always add up to the amount.

/** What the split reads of a child: their running figures (docs/terms.md#a-students-figures). */
export interface FamilyChildDebt {
  id: string;
  /** What earlier terms left; negative is a credit. */
  broughtForwardKobo: number;
  /** Brought forward plus this term's charges. */
  expectedKobo: number;
  /** Counted payments of this term. */
  paidKobo: number;
}

export interface FamilyShare {
  id: string;
  amountKobo: number;
}

/**
 * What the child still owes of earlier terms: a term's payments settle the oldest debt first, so
 * this term's payments come off the arrears before they reach this term's charges.
 */
export function arrearsKobo(child: FamilyChildDebt): number {
  const owed = outstandingFeeKobo(child.expectedKobo, child.paidKobo);
  return Math.min(owed, Math.max(0, child.broughtForwardKobo - child.paidKobo));
}

/** What the child owes in all, arrears included; nothing when they are in credit. */
export function owedKobo(child: FamilyChildDebt): number {
  return outstandingFeeKobo(child.expectedKobo, child.paidKobo);
}

/**
 * The oldest debt first: every child's arrears in the family's order, then every child's balance
 * of this term in that order; what is left beyond all they owe is a credit of the first child.
 * `children` come in the family's order (as its page lists them); a child given nothing is left
 * out, so every share is positive.
 */
export function splitFamilyPayment(
  amountKobo: number,
  children: readonly FamilyChildDebt[],
): FamilyShare[] {
  const shares = new Map(children.map((child) => [child.id, 0]));
  let left = amountKobo;
  const give = (id: string, wanted: number) => {
    const given = Math.min(left, wanted);
    shares.set(id, (shares.get(id) ?? 0) + given);
    left -= given;
  };
  for (const child of children) give(child.id, arrearsKobo(child));
  for (const child of children) give(child.id, owedKobo(child) - arrearsKobo(child));
  const first = children[0];
  if (first && left > 0) give(first.id, left);
  return children
    .map((child) => ({ id: child.id, amountKobo: shares.get(child.id) ?? 0 }))
    .filter((share) => share.amountKobo > 0);
}

/**
 * The parent's own shares, when they chose them: each a child of the family, none twice, and
 * adding up to the amount paid. Null when they do not fit (the automatic split is used instead).
 */
export function chosenShares(
  amountKobo: number,
  children: readonly { id: string }[],
  chosen: readonly FamilyShare[],
): FamilyShare[] | null {
  const ids = new Set(children.map((child) => child.id));
  const seen = new Set<string>();
  for (const share of chosen) {
    if (!ids.has(share.id) || seen.has(share.id) || share.amountKobo < 0) return null;
    seen.add(share.id);
  }
  const total = chosen.reduce((sum, share) => sum + share.amountKobo, 0);
  if (total !== amountKobo) return null;
  return children
    .map((child) => ({
      id: child.id,
      amountKobo: chosen.find((share) => share.id === child.id)?.amountKobo ?? 0,
    }))
    .filter((share) => share.amountKobo > 0);
}
