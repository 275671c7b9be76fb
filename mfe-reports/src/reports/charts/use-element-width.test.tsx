import { act, render, screen } from '@testing-library/react';
import { useElementWidth } from './use-element-width';

function Measured() {
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  return <div ref={ref}>{`${width} px`}</div>;
}

describe('useElementWidth', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'ResizeObserver'));

  it('is the fallback where nothing measures, as in jsdom', () => {
    render(<Measured />);
    expect(screen.getByText('640 px')).toBeInTheDocument();
  });

  it('follows the width the browser observes, and stops observing once gone', () => {
    // jsdom has no layout and no ResizeObserver: this stands in for the browser's.
    const observers: { callback: ResizeObserverCallback; disconnected: boolean }[] = [];
    globalThis.ResizeObserver = class {
      private readonly record: (typeof observers)[number];
      constructor(callback: ResizeObserverCallback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      unobserve() {}
      disconnect() {
        this.record.disconnected = true;
      }
    };
    const resize = (width: number) =>
      act(() =>
        observers[0]!.callback(
          [{ contentRect: { width } } as ResizeObserverEntry],
          {} as ResizeObserver,
        ),
      );

    const { unmount } = render(<Measured />);
    resize(375.6);
    expect(screen.getByText('375 px')).toBeInTheDocument();
    resize(1280);
    expect(screen.getByText('1280 px')).toBeInTheDocument();
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
  });
});
