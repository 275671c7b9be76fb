import { FieldGrid, TextField } from '@fees/shared-ui';
import { GuardedSaveForm, useGuardedForm } from '@fees/shared-ui/pages';
import { familyFormSchema, type FamilyFormValues } from '@fees/shared-data/core';
import { ParentContactFields } from '../student-form/parent-contact-fields';

/** What the inputs hold: the family's stored details to begin with. */
export type FamilyFormInput = { name: string; phoneNo: string; parentEmail: string };

const FIELD_NAMES = ['name', 'phoneNo', 'parentEmail'] as const;

export type FamilyFormProps = {
  initialValues: FamilyFormInput;
  /** Called with the valid values and the admin password; rejects with the data layer's error. */
  onSave: (values: FamilyFormValues, password: string) => Promise<void>;
};

/**
 * 'Edit family': the parent's name, phone and e-mail that every child of the family shares, with
 * Save and Reset once a value differs, then the admin password.
 */
export function FamilyForm({ initialValues, onSave }: FamilyFormProps) {
  const { field, formProps } = useGuardedForm<FamilyFormInput, FamilyFormValues>({
    mode: 'edit',
    schema: familyFormSchema,
    defaultValues: initialValues,
    save: onSave,
    resource: 'family',
    names: FIELD_NAMES,
  });

  return (
    <GuardedSaveForm {...formProps} resettable>
      <TextField label="Family name" autoComplete="off" {...field('name')} />
      <FieldGrid>
        <ParentContactFields field={field} holder="family" />
      </FieldGrid>
    </GuardedSaveForm>
  );
}
