import { profileSchema, type ProfileFormValues, type User } from '@fees/shared-data';
import {
  AdminPasswordModal,
  Button,
  fieldBinder,
  FieldGrid,
  PhoneField,
  TextField,
  useRefusedFields,
} from '@fees/shared-ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateProfile } from './use-update-profile';
import styles from './profile-page.module.css';

function valuesOf(user: User): ProfileFormValues {
  return { firstname: user.firstname, lastname: user.lastname, phone: user.phone };
}

const FIELD_NAMES = ['firstname', 'lastname', 'phone'] as const;

/**
 * Read-only e-mail and User ID; editable names and phone. Saving is offered only when a value
 * differs from the original, and goes through the admin-password modal.
 */
export function ProfileForm({ user }: { user: User }) {
  const { save, busy } = useUpdateProfile(user._id);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [modalError, setModalError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues>({
    resolver: yupResolver(profileSchema),
    defaultValues: valuesOf(user),
  });
  const field = fieldBinder(register, errors);
  const refused = useRefusedFields({ setError, names: FIELD_NAMES });

  const askPassword = handleSubmit(() => {
    if (!isDirty) return;
    setModalError(null);
    setPasswordOpen(true);
  });

  async function confirm(password: string) {
    const result = await save(getValues(), password);
    if (result.ok) {
      setPasswordOpen(false);
      reset(valuesOf(result.user));
      return;
    }
    // A field the form does not show (the password) is said in the modal.
    const unplaced = refused.apply(result.fields);
    const modalError = result.modalError ?? (unplaced.length > 0 ? unplaced.join(' ') : null);
    if (unplaced.length < Object.keys(result.fields).length && !modalError) setPasswordOpen(false);
    setModalError(modalError);
  }

  return (
    <form noValidate className={styles.form} onSubmit={askPassword}>
      <FieldGrid>
        <TextField label="Email" type="email" value={user.email} readOnly />
        <TextField label="User ID" value={user._id} readOnly className={styles.id} />
        <TextField label="First name" autoComplete="given-name" {...field('firstname')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastname')} />
        <PhoneField {...field('phone')} />
      </FieldGrid>
      <div className={styles.actions}>
        <Button
          variant="light"
          width="auto"
          icon={null}
          disabled={!isDirty || busy}
          onClick={() => reset()}
        >
          Reset
        </Button>
        <Button type="submit" width="auto" disabled={!isDirty} busy={busy} busyText="Editing...">
          Save changes
        </Button>
      </div>
      <AdminPasswordModal
        open={passwordOpen}
        onOpenChange={(open) => {
          setPasswordOpen(open);
          if (!open) setModalError(null);
        }}
        onSubmit={confirm}
        busy={busy}
        error={modalError}
        submitLabel="Save changes"
        focusOnClose={refused.focusOnClose}
      />
    </form>
  );
}
