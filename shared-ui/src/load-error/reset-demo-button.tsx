import { errorMessage, useSessionStore } from '@fees/shared-data';
import { useState } from 'react';
import { Button } from '../button/button';
import { toastError, toastSuccess } from '../toaster/show-toast';

export const RESET_DEMO_DONE = 'The demo data was reset.';

/**
 * Puts the guest demo's data back as guest login seeds it, for local storage that was damaged:
 * the guest stays signed in and on this page, which loads again.
 */
export function ResetDemoButton() {
  const resetDemo = useSessionStore((state) => state.resetDemo);
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    try {
      await resetDemo();
      toastSuccess(RESET_DEMO_DONE);
    } catch (error) {
      toastError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="light" width="auto" icon={null} busy={busy} onClick={() => void reset()}>
      Reset demo data
    </Button>
  );
}
