import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useSortParam } from './use-sort-param';

function renderSort(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ sort: useSortParam(['date', 'amount'] as const), location: useLocation() }),
    { wrapper },
  );
}

describe('useSortParam', () => {
  it('steps a header through descending, ascending and none, keeping the other filters', () => {
    const { result } = renderSort('/payments?q=ada');
    expect(result.current.sort.sort).toBeUndefined();
    act(() => result.current.sort.step('amount'));
    expect(result.current.sort.sort).toEqual({ by: 'amount', order: 'desc' });
    expect(result.current.location.search).toBe('?q=ada&sort=amount&order=desc');
    act(() => result.current.sort.step('amount'));
    expect(result.current.sort.sort).toEqual({ by: 'amount', order: 'asc' });
    act(() => result.current.sort.step('amount'));
    expect(result.current.sort.sort).toBeUndefined();
    expect(result.current.location.search).toBe('?q=ada');
  });

  it('starts another header from descending, and ignores an order the list does not offer', () => {
    const { result } = renderSort('/payments?sort=amount&order=asc');
    act(() => result.current.sort.step('date'));
    expect(result.current.sort.sort).toEqual({ by: 'date', order: 'desc' });
    const other = renderSort('/payments?sort=balance&order=desc');
    expect(other.result.current.sort.sort).toBeUndefined();
  });
});
