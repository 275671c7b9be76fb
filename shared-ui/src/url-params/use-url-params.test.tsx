import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useUrlParams } from './use-url-params';

function renderParams(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ params: useUrlParams(), location: useLocation() }), { wrapper });
}

describe('useUrlParams', () => {
  it('reads one value and repeated values from the query string', () => {
    const { result } = renderParams('/students?q=ada&classroom=a&classroom=b');
    expect(result.current.params.read('q')).toBe('ada');
    expect(result.current.params.read('sex')).toBe('');
    expect(result.current.params.readAll('classroom')).toEqual(['a', 'b']);
  });

  it('writes values into the URL, keeping the others, and drops empty ones', () => {
    const { result } = renderParams('/students?classroom=a');
    act(() => result.current.params.write('q', "O'Neil & co"));
    act(() => result.current.params.write('sex', ['Male', 'Female']));
    expect(result.current.location.search).toBe(
      '?classroom=a&q=O%27Neil+%26+co&sex=Male&sex=Female',
    );
    act(() => result.current.params.write('classroom', []));
    act(() => result.current.params.write('q', ''));
    expect(result.current.location.search).toBe('?sex=Male&sex=Female');
  });

  it('keeps every change of several writes in one event', () => {
    const { result } = renderParams('/students?q=ada&classroom=a&sex=Male');
    act(() => {
      result.current.params.write('q', '');
      result.current.params.write('classroom', []);
      result.current.params.write('sex', ['Female']);
    });
    expect(result.current.location.search).toBe('?sex=Female');
  });

  it('does not navigate for a write that changes nothing', () => {
    const { result } = renderParams('/payments?classroom=a');
    const before = result.current.location.key;
    act(() => result.current.params.write('classroom', ['a']));
    act(() => result.current.params.write('q', ''));
    expect(result.current.location.key).toBe(before);
    act(() => result.current.params.write('q', 'ada'));
    expect(result.current.location.key).not.toBe(before);
  });
});
