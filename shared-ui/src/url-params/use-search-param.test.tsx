import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useSearchParam } from './use-search-param';

function renderSearch(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ search: useSearchParam(250), location: useLocation() }), {
    wrapper,
  });
}

describe('useSearchParam', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts from the URL and moves the URL only once typing pauses', () => {
    const { result } = renderSearch('/students?q=ada&sex=Male');
    expect(result.current.search.text).toBe('ada');
    const before = result.current.location.key;

    act(() => result.current.search.setText('ada o'));
    act(() => jest.advanceTimersByTime(100));
    act(() => result.current.search.setText('ada ok '));
    act(() => jest.advanceTimersByTime(200));
    expect(result.current.search.text).toBe('ada ok ');
    expect(result.current.search.q).toBe('ada');
    expect(result.current.location.key).toBe(before);

    act(() => jest.advanceTimersByTime(50));
    expect(result.current.search.q).toBe('ada ok');
    const params = new URLSearchParams(result.current.location.search);
    expect([params.get('q'), params.get('sex')]).toEqual(['ada ok', 'Male']);
  });

  it('clears the box and the search at once, for good', () => {
    const { result } = renderSearch('/payments?q=ada&method=cash');
    act(() => result.current.search.setText('adaeze'));
    act(() => jest.advanceTimersByTime(250));
    act(() => result.current.search.clear());
    expect(result.current.search.text).toBe('');
    expect(result.current.location.search).toBe('?method=cash');
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.location.search).toBe('?method=cash');
  });
});
