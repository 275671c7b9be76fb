import { errorMessage } from '@fees/shared-data';
import { useState } from 'react';
import { Button } from '@fees/shared-ui';
import { ConfirmModal } from '@fees/shared-ui/pages';
import styles from './share-pay-link-button.module.css';

export type RevokePayLinksButtonProps = {
  /** Whose links it ends, as the question names them: one student's, or a family's. */
  holder: 'student' | 'family';
  disabled: boolean;
  busy: boolean;
  /** Ends every link of the holder and shows the new one; rejects with the data layer's error. */
  onRevoke: () => Promise<void>;
};

/**
 * 'Revoke link', kept apart below the ways to share and not primary, since one mis-tap would stop
 * a parent's link: it asks first and says what it ends (docs/pay-links.md#sharing-a-link). Focus
 * stays in the question and returns to the button.
 */
export function RevokePayLinksButton({
  holder,
  disabled,
  busy,
  onRevoke,
}: RevokePayLinksButtonProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await onRevoke();
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <div className={styles.revoke}>
      <ConfirmModal
        open={open}
        onOpenChange={(next) => {
          if (busy) return;
          setOpen(next);
          setError(null);
        }}
        trigger={
          <Button width="full" variant="light" icon={null} disabled={disabled}>
            Revoke link
          </Button>
        }
        title="Revoke this pay link?"
        warning={`The parent's link, and every earlier link for this ${holder}, stops working at once. You can share the new link shown next.`}
        confirmLabel="Revoke link"
        busy={busy}
        error={error}
        onConfirm={confirm}
      />
    </div>
  );
}
