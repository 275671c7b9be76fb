import { PAYMENT_SORTS, type ListSort, type PaymentSort } from '@fees/shared-data';
import { useUrlParams } from '@fees/shared-ui';

export type PaymentListSort = ListSort<PaymentSort>;

const isPaymentSort = (value: string): value is PaymentSort =>
  (PAYMENT_SORTS as readonly string[]).includes(value);

/**
 * The list's order, kept in the URL beside its filters (`?sort=date&order=desc`), so a reload,
 * Back and a shared link keep it. The Date and Amount headers step it as the students' Balance
 * does: newest or largest first, then oldest or smallest first, then the list's own order again
 * (docs/payments.md#the-list).
 */
export function usePaymentSort() {
  const params = useUrlParams();
  const by = params.read('sort');
  const sort: PaymentListSort | undefined = isPaymentSort(by)
    ? { by, order: params.read('order') === 'desc' ? 'desc' : 'asc' }
    : undefined;
  return {
    sort,
    /** Steps the order by `next`: descending, then ascending, then none. */
    step: (next: PaymentSort) => {
      const order = sort?.by !== next ? 'desc' : sort.order === 'desc' ? 'asc' : '';
      params.write('sort', order === '' ? '' : next);
      params.write('order', order);
    },
  };
}
