import type { ListSort, Payment } from '@fees/shared-data';
import type { PaymentSort } from '@fees/shared-data/core';
import { DataTable } from '@fees/shared-ui/data-table';
import { useNavigate } from 'react-router';
import { PAYMENT_COLUMNS } from './payment-columns';

const DIRECTIONS = { asc: 'ascending', desc: 'descending' } as const;

/** The columns whose headers sort, by the key each asks for. */
const SORTED_BY: Readonly<Record<string, PaymentSort>> = { amount: 'amount', date: 'date' };

export type PaymentsTableProps = {
  schoolName: string;
  payments: readonly Payment[];
  total: number;
  onNearEnd: () => void;
  /** The order the rows come in; left out, newest first. */
  sort: ListSort<PaymentSort> | undefined;
  /** The Date or Amount header was pressed: the list steps its order. */
  onSort: (by: PaymentSort) => void;
};

/** The payments: a row opens the payment by click or keyboard; Date and Amount sort. */
export function PaymentsTable({
  schoolName,
  payments,
  total,
  onNearEnd,
  sort,
  onSort,
}: PaymentsTableProps) {
  const navigate = useNavigate();
  const columns = PAYMENT_COLUMNS.map((column) => {
    const by = SORTED_BY[column.key];
    if (by === undefined) return column;
    const direction = sort?.by === by ? DIRECTIONS[sort.order] : undefined;
    return { ...column, sort: { direction, onSort: () => onSort(by) } };
  });
  return (
    <DataTable
      caption={`Payments made to ${schoolName}`}
      columns={columns}
      rows={payments}
      total={total}
      rowKey={(payment) => payment._id}
      onRowActivate={(payment) => navigate(`/payments/${payment._id}`)}
      onNearEnd={onNearEnd}
    />
  );
}
