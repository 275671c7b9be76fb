import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../button/button';

/** Closes the dialog it is in; disabled while the dialog's work runs. */
export function ModalCancelButton({ label = 'Cancel', busy }: { label?: string; busy: boolean }) {
  return (
    <Dialog.Close asChild>
      <Button variant="light" width="auto" icon={null} disabled={busy}>
        {label}
      </Button>
    </Dialog.Close>
  );
}
