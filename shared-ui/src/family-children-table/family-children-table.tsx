import type { ReactNode } from 'react';
import { MoneyTable, SubLine } from '../money-table/money-table';

export type FamilyChildRow = {
  key: string;
  /** The child's name, or a link to their page. */
  name: ReactNode;
  className: string;
  /** What they owe, formatted. */
  amount: string;
  /** A line under it: what earlier terms left in it. */
  note?: string;
  /** What they have due now, formatted: shown when the table has a `due` column. */
  dueNow?: string;
};

export type FamilyChildrenTableProps = {
  /** 'Children of Bello family'. */
  caption: string;
  /** 'Balance' on the family's page, 'Outstanding' on its pay link. */
  amountHeader: string;
  rows: readonly FamilyChildRow[];
  total: { label: string; amount: string };
  /**
   * A column of what each child has due now (docs/due-dates.md), with the family's in the total
   * row; the family's page has it, the parent's family link leaves it out.
   */
  due?: { header: string; total: string };
};

/**
 * A family's children and what each owes, then what they owe together. The class sits under the
 * name and what earlier terms left under the amount, so the table fits a phone with every amount
 * in view: the family's page and the parent's family link show it alike.
 */
export function FamilyChildrenTable({
  caption,
  amountHeader,
  rows,
  total,
  due,
}: FamilyChildrenTableProps) {
  return (
    <MoneyTable
      caption={caption}
      headers={
        due ? ['Name and class', amountHeader, due.header] : ['Name and class', amountHeader]
      }
      rows={rows.map((row) => ({
        key: row.key,
        label: (
          <>
            {row.name}
            <SubLine>{row.className}</SubLine>
          </>
        ),
        amounts: [
          <>
            {row.amount}
            {row.note ? <SubLine>{row.note}</SubLine> : null}
          </>,
          ...(due ? [row.dueNow] : []),
        ],
      }))}
      total={{ label: total.label, amounts: due ? [total.amount, due.total] : [total.amount] }}
    />
  );
}
