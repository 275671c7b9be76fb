import type { ListSort } from '@fees/shared-data';
import { useUrlParams } from './use-url-params';

/**
 * A list's order, kept in the URL beside its filters (`?sort=balance&order=desc`), so a reload,
 * Back and a shared link keep it. A sortable header steps it: largest or newest first, then
 * smallest or oldest first, then the list's own order again. `keys` are the orders the list
 * offers; any other `sort` in the URL is no order.
 */
export function useSortParam<K extends string>(keys: readonly K[]) {
  const params = useUrlParams();
  const by = params.read('sort');
  const sort: ListSort<K> | undefined = (keys as readonly string[]).includes(by)
    ? { by: by as K, order: params.read('order') === 'desc' ? 'desc' : 'asc' }
    : undefined;
  return {
    sort,
    /** Steps the order by `next`: descending, then ascending, then none. */
    step: (next: K) => {
      const order = sort?.by !== next ? 'desc' : sort.order === 'desc' ? 'asc' : '';
      params.write('sort', order === '' ? '' : next);
      params.write('order', order);
    },
  };
}
