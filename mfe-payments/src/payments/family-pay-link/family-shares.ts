import {
  FAMILY_SHARE_REFUSALS,
  chosenShares,
  familyPayLinkInitializeBodySchema,
  payLinkFormSchema,
  recordedMoney,
  splitFamilyPayment,
  toKobo,
  toNaira,
  type FamilyChildDebt,
  type FamilyPayLinkInitializeBody,
  type FamilyPayLinkView,
} from '@fees/shared-data/core';
import type { BalanceFigures } from '../balance/balance-figures';

// How a family link's payment is shared among the children, on the parent's page. The split itself
// is shared-data's (splitFamilyPayment, chosenShares), the one the server records with: this file
// only reads the link's view into it and its answer back, so what the page shows is what happens.

export type FamilyChild = FamilyPayLinkView['children'][number];

/** One child's part as the initialize body carries it: naira. */
export type FamilyShareInput = NonNullable<FamilyPayLinkInitializeBody['shares']>[number];

/** The split's reading of a child: the running figures the view shows, in kobo. */
function debtOf(child: FamilyChild): FamilyChildDebt {
  return {
    id: child.studentId,
    broughtForwardKobo: toKobo(child.broughtForward),
    expectedKobo: toKobo(child.feesExpected),
    paidKobo: toKobo(child.feesPaid),
  };
}

/** What the child owes now, or a credit when negative (docs/terms.md#a-students-figures). */
export function childBalance(child: FamilyChild): number {
  const debt = debtOf(child);
  return toNaira(
    recordedMoney(debt.broughtForwardKobo, debt.expectedKobo, debt.paidKobo).balanceKobo,
  );
}

/**
 * The family's figures where money is typed: what the children owe together is the balance that
 * 'Pay full balance' fills, and what is paid beyond it becomes a credit.
 */
export function familyFigures(view: FamilyPayLinkView): BalanceFigures {
  return { broughtForward: 0, expected: view.outstanding, paid: 0, balance: view.outstanding };
}

const amountRule = payLinkFormSchema.pick(['amount']);

/** The amount typed, when the form would take it; otherwise null (nothing to share out yet). */
export function validAmount(typed: string): number | null {
  const input = { amount: typed };
  return amountRule.isValidSync(input) ? amountRule.cast(input).amount : null;
}

/** What each child receives of `amount` naira, the oldest debt first: one figure a child, in order. */
export function oldestDebtFirst(view: FamilyPayLinkView, amount: number): number[] {
  const shares = splitFamilyPayment(toKobo(amount), view.children.map(debtOf));
  return view.children.map((child) => {
    const share = shares.find((one) => one.id === child.studentId);
    return toNaira(share?.amountKobo ?? 0);
  });
}

/** What each child receives of a confirmed payment: the parent's shares, or the oldest debt first. */
export function receivedBy(
  view: FamilyPayLinkView,
  payment: { amount: number; shares?: readonly FamilyShareInput[] },
): number[] {
  const { shares } = payment;
  if (!shares) return oldestDebtFirst(view, payment.amount);
  return view.children.map(
    (child) => shares.find((share) => share.studentId === child.studentId)?.amount ?? 0,
  );
}

/** A child's box read as naira: left empty, nothing for that child. */
function typedNaira(typed: string): number {
  return typed.trim() === '' ? 0 : Number(typed);
}

/** The server's rule for one child's amount, in its words; undefined when it passes. */
function shareProblem(amount: number): string | undefined {
  try {
    familyPayLinkInitializeBodySchema.validateSyncAt('shares[0].amount', {
      shares: [{ studentId: '', amount }],
    });
    return undefined;
  } catch (refusal) {
    // The rule throws nothing but its own refusal, whose message is the server's.
    return (refusal as Error).message;
  }
}

/** The boxes' amounts added up, those the server would take; for the running total. */
export function typedTotal(typed: readonly string[]): number {
  const amounts = typed.map(typedNaira).filter((amount) => shareProblem(amount) === undefined);
  return toNaira(amounts.reduce((sum, amount) => sum + toKobo(amount), 0));
}

/** What the parent chose, checked as the server checks it before the checkout opens. */
export type CheckedShares =
  | { shares: FamilyShareInput[] }
  /** A box the server would refuse, by its index among the children, with why. */
  | { boxes: { index: number; message: string }[] }
  /** They do not add up to the amount. */
  | { total: string };

export function checkShares(
  view: FamilyPayLinkView,
  amount: number,
  typed: readonly string[],
): CheckedShares {
  const amounts = view.children.map((_, index) => typedNaira(typed[index] ?? ''));
  const boxes = amounts.flatMap((value, index) => {
    const message = shareProblem(value);
    return message === undefined ? [] : [{ index, message }];
  });
  if (boxes.length) return { boxes };
  const shares = view.children.map((child, index) => ({
    studentId: child.studentId,
    amount: amounts[index] ?? 0,
  }));
  const chosen = shares.map((share) => ({ id: share.studentId, amountKobo: toKobo(share.amount) }));
  const ids = view.children.map((child) => ({ id: child.studentId }));
  return chosenShares(toKobo(amount), ids, chosen)
    ? { shares }
    : { total: FAMILY_SHARE_REFUSALS.total };
}
