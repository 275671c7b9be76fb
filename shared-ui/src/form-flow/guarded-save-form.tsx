import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../button/button';
import { AdminPasswordModal } from '../modal/admin-password/admin-password-modal';
import type { useGuardedSave } from './use-guarded-save';
import styles from './guarded-save-form.module.css';

/** What the form reads from `useGuardedSave`: the modal's state and the message above the form. */
export type GuardedSaveState = Pick<
  ReturnType<typeof useGuardedSave>,
  'open' | 'busy' | 'formError' | 'passwordError' | 'onOpenChange' | 'confirm' | 'focusOnClose'
>;

export type GuardedSaveFormProps = {
  /** 'create' registers a record; 'edit' offers Save only once a value differs. */
  mode: 'create' | 'edit';
  /** The record in words, as given to `useGuardedSave`, e.g. 'school'. */
  resource: string;
  guard: GuardedSaveState;
  /** react-hook-form's `isDirty`. */
  isDirty: boolean;
  /** react-hook-form's `handleSubmit(guard.request)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
  /** Offer Reset beside Save when editing: it brings back the record's values. */
  resettable?: boolean;
  /** Called by Reset. */
  onReset?: () => void;
  /** The submit button's words when they are not 'Register {resource}' or 'Save'. */
  submitLabel?: string;
  busyText?: string;
  /** The form's name when it is not 'Register {resource}' or 'Edit {resource}'. */
  label?: string;
  /** What the admin password confirms, said in its dialog (money writes name who and how much). */
  confirming?: string;
};

/**
 * The create/edit form around its fields: the message when a save failed, the submit
 * button (Register or Save) and the admin-password modal that `useGuardedSave` drives.
 */
export function GuardedSaveForm({
  mode,
  resource,
  guard,
  isDirty,
  onSubmit,
  children,
  resettable = false,
  onReset,
  submitLabel,
  busyText,
  label,
  confirming,
}: GuardedSaveFormProps) {
  const creating = mode === 'create';
  return (
    <form
      noValidate
      aria-label={label ?? (creating ? `Register ${resource}` : `Edit ${resource}`)}
      className={styles.form}
      onSubmit={onSubmit}
    >
      {guard.formError ? (
        <p role="alert" className={styles.problem}>
          {guard.formError}
        </p>
      ) : null}
      {children}
      <div className={styles.actions}>
        <Button
          type="submit"
          width="auto"
          busy={guard.busy}
          busyText={busyText ?? (creating ? 'Creating...' : 'Editing...')}
          disabled={!creating && !isDirty}
        >
          {submitLabel ?? (creating ? `Register ${resource}` : 'Save')}
        </Button>
        {resettable && !creating ? (
          <Button
            variant="light"
            width="auto"
            icon={null}
            disabled={!isDirty || guard.busy}
            onClick={onReset}
          >
            Reset
          </Button>
        ) : null}
      </div>
      <AdminPasswordModal
        open={guard.open}
        onOpenChange={guard.onOpenChange}
        onSubmit={guard.confirm}
        busy={guard.busy}
        error={guard.passwordError}
        focusOnClose={guard.focusOnClose}
        confirming={confirming}
      />
    </form>
  );
}
