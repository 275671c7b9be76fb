import { STUDENT_SORTS, type ListSort, type StudentSort } from '@fees/shared-data';
import { useUrlParams } from '@fees/shared-ui';

export type StudentListSort = ListSort<StudentSort>;

const isStudentSort = (value: string): value is StudentSort =>
  (STUDENT_SORTS as readonly string[]).includes(value);

/**
 * The list's order, kept in the URL beside its filters (`?sort=balance&order=desc`), so a reload,
 * Back and a shared link keep it. The Balance header steps it: largest balance first, then
 * smallest first, then registration order again (docs/students.md#the-list).
 */
export function useStudentSort() {
  const params = useUrlParams();
  const by = params.read('sort');
  const sort: StudentListSort | undefined = isStudentSort(by)
    ? { by, order: params.read('order') === 'desc' ? 'desc' : 'asc' }
    : undefined;
  return {
    sort,
    /** Steps the order by `next`: largest first, then smallest first, then none. */
    step: (next: StudentSort) => {
      const order = sort?.by !== next ? 'desc' : sort.order === 'desc' ? 'asc' : '';
      params.write('sort', order === '' ? '' : next);
      params.write('order', order);
    },
  };
}
