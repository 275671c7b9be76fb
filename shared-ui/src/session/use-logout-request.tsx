import { useSessionStore } from '@fees/shared-data';
import { ConfirmModal } from '../modal/confirm-modal';
import { useLogout } from './use-logout';
import { useState, type ReactNode } from 'react';

/**
 * Logout as each control offers it. An account's session simply ends; the guest demo's data lives
 * only in this browser and logging out erases it (docs/guest-demo.md#logging-out), so the guest is
 * asked first. `confirm` is the question, to render beside the control.
 */
export function useLogoutRequest(): { request: () => void; confirm: ReactNode } {
  const guest = useSessionStore((state) => state.mode === 'guest');
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  const confirm = guest ? (
    <ConfirmModal
      open={asking}
      onOpenChange={setAsking}
      title="Log out and clear the demo's data?"
      warning="Everything you added or changed in the demo is kept in this browser only. Logging out removes it, and the next guest login starts from the demo's own data again."
      confirmLabel="Log out and clear"
      cancelLabel="Stay in the demo"
      onConfirm={logout}
    />
  ) : null;
  return { request: () => (guest ? setAsking(true) : void logout()), confirm };
}
