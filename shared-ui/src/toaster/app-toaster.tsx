import { TIMINGS } from '@fees/shared-data';
import { Toaster } from 'react-hot-toast';

/**
 * The one toaster, mounted once by the shell (and by each remote's stand-alone harness).
 * At most --size-toast-max-width wide; a dismissed toast is removed after 1000 ms; at most 20
 * held (docs/product-rules.md#shared-pieces). react-hot-toast 2.6 has no option for the limit: its
 * store keeps at most 20 toasts (`toastLimit`, built in), our figure; the test below holds it.
 * Colours and sizes come from the design tokens.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      gutter={8}
      // Below the dashboard's sticky top bar, which the shell measures (0 where there is none),
      // so a toast never covers its menu button or search while it shows.
      containerStyle={{
        zIndex: 'var(--z-toast)',
        top: 'calc(var(--top-bar-height, 0px) + var(--space-4))',
      }}
      toastOptions={{
        removeDelay: TIMINGS.toastRemoveDelayMs,
        style: {
          maxWidth: 'var(--size-toast-max-width)',
          padding: 'var(--space-3) var(--space-4)',
          color: 'var(--color-text)',
          background: 'var(--color-surface)',
          borderRadius: 'var(--radius-md)',
          boxShadow: 'var(--shadow-lg)',
          fontSize: 'var(--font-size-sm)',
          lineHeight: 'var(--line-height-normal)',
          // A toast may name an e-mail address, one word wider than the toast: it breaks where it
          // must. Set on the bar, the message inherits it, and its flex item can then shrink.
          overflowWrap: 'anywhere',
        },
        success: {
          iconTheme: { primary: 'var(--color-success)', secondary: 'var(--color-surface)' },
        },
        error: {
          iconTheme: { primary: 'var(--color-danger)', secondary: 'var(--color-surface)' },
        },
      }}
    />
  );
}
