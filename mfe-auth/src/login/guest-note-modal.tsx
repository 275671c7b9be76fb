import { Button, Modal, ModalActions } from '@fees/shared-ui';
import styles from './login-page.module.css';

export type GuestNoteModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAgree: () => void;
  busy: boolean;
  error: string | null;
};

/** Says, before the demo starts, that its data stays in this browser and goes at logout. */
export function GuestNoteModal({ open, onOpenChange, onAgree, busy, error }: GuestNoteModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Before you try the demo"
      description="To save the cost of deploying a backend, create, read, update and delete (CRUD) happen in your local browser. Local storage is cleared when you log out."
      dismissible={!busy}
    >
      <p className={styles.note}>
        The demo comes with sample schools, classrooms, students and payments. Nothing you enter is
        sent to a server.
      </p>
      {error ? (
        <p role="alert" className={styles.problem}>
          {error}
        </p>
      ) : null}
      <ModalActions>
        <Button
          variant="light"
          width="auto"
          icon={null}
          disabled={busy}
          onClick={() => onOpenChange(false)}
        >
          Cancel
        </Button>
        <Button width="auto" icon={null} busy={busy} busyText="Loading demo..." onClick={onAgree}>
          Agree
        </Button>
      </ModalActions>
    </Modal>
  );
}
