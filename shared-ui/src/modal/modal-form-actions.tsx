import { Button } from '../button/button';
import type { ButtonVariant } from '../button/button-class-name';
import { ModalActions } from './modal-actions';
import { ModalCancelButton } from './modal-cancel-button';

export type ModalFormActionsProps = {
  submitLabel: string;
  submitVariant?: ButtonVariant;
  cancelLabel?: string;
  /** While the call runs: Cancel is disabled and the submit button shows '...'. */
  busy: boolean;
};

/** A dialog form's foot: Cancel closes the dialog, the submit button sends the form. */
export function ModalFormActions({
  submitLabel,
  submitVariant = 'primary',
  cancelLabel = 'Cancel',
  busy,
}: ModalFormActionsProps) {
  return (
    <ModalActions>
      <ModalCancelButton label={cancelLabel} busy={busy} />
      <Button type="submit" variant={submitVariant} width="auto" icon={null} busy={busy}>
        {submitLabel}
      </Button>
    </ModalActions>
  );
}
