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
};

export type FamilyChildrenTableProps = {
  /** 'Children of Bello family'. */
  caption: string;
  /** 'Balance' on the family's page, 'Outstanding' on its pay link. */
  amountHeader: string;
  rows: readonly FamilyChildRow[];
  total: { label: string; amount: string };
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
}: FamilyChildrenTableProps) {
  return (
    <MoneyTable
      caption={caption}
      headers={['Name and class', amountHeader]}
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
        ],
      }))}
      total={{ label: total.label, amounts: [total.amount] }}
    />
  );
}
