import { staffInviteSchema, type StaffInviteFormValues } from '@fees/shared-data/core';
import { TextField } from '@fees/shared-ui';
import { GuardedSaveForm, SelectField, useGuardedForm } from '@fees/shared-ui/pages';
import { useId } from 'react';
import { STAFF_ROLE_HINT, STAFF_ROLE_OPTIONS } from './staff-roles';
import styles from './staff.module.css';

/** What the inputs hold: the role is '' until one is chosen. */
export type InviteStaffFormInput = { email: string; role: string };

const EMPTY_INVITE: InviteStaffFormInput = { email: '', role: '' };

const FIELD_NAMES = ['email', 'role'] as const;

export type InviteStaffFormProps = {
  /** Called with the valid values and the admin password; rejects with the data layer's error. */
  onInvite: (values: StaffInviteFormValues, password: string) => Promise<void>;
};

/**
 * 'Invite staff': an address and a role, then the owner's password. It empties once the
 * invitation is made; a refusal keeps what was typed, an address already on the staff under
 * 'E-mail'.
 */
export function InviteStaffForm({ onInvite }: InviteStaffFormProps) {
  const headingId = useId();
  const { form, field, formProps } = useGuardedForm<InviteStaffFormInput, StaffInviteFormValues>({
    mode: 'create',
    schema: staffInviteSchema,
    defaultValues: EMPTY_INVITE,
    save: async (values, password) => {
      await onInvite(values, password);
      form.reset();
    },
    resource: 'invitation',
    names: FIELD_NAMES,
  });
  return (
    <section aria-labelledby={headingId} className={styles.invite}>
      <h2 id={headingId} className={styles.heading}>
        Invite staff
      </h2>
      <GuardedSaveForm
        {...formProps}
        label="Invite staff"
        submitLabel="Invite"
        busyText="Inviting..."
      >
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          {...field('email')}
        />
        <SelectField
          label="Role"
          placeholder="Select role"
          options={STAFF_ROLE_OPTIONS}
          hint={STAFF_ROLE_HINT}
          {...field('role')}
        />
      </GuardedSaveForm>
    </section>
  );
}
