import { TextField } from '@fees/shared-ui';
import type { TextFieldProps } from '@fees/shared-ui/pages';

/** Whose parent details the fields hold (docs/families.md#linking-siblings). */
export type ParentContactHolder =
  /** A student's own, on the student's form. */
  | 'student'
  /** A family's, on its form: every child of the family shares them. */
  | 'family'
  /** A family's, on the form of one of its children: read-only there, changed on the family page. */
  | 'child-of-family';

export type ParentContactFieldsProps = {
  /** The form's field binder (`useGuardedForm`'s `field`), for a form with both fields. */
  field: (name: 'phoneNo' | 'parentEmail') => Omit<TextFieldProps, 'label'>;
  holder: ParentContactHolder;
};

const FAMILY_HINT = "The family's: change them on the family page.";

const EMAIL_HINTS: Record<ParentContactHolder, string> = {
  student: 'Pay links and reminders go here.',
  family: 'Pay links and reminders go here. Every child of the family shares these details.',
  'child-of-family': FAMILY_HINT,
};

/**
 * The parent's phone number and e-mail, with the one set of rules the student and family forms
 * share (docs/forms.md#family). They sit in the form's own field grid.
 */
export function ParentContactFields({ field, holder }: ParentContactFieldsProps) {
  const readOnly = holder === 'child-of-family';
  return (
    <>
      <TextField
        label="Parent phone number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        readOnly={readOnly}
        hint={readOnly ? FAMILY_HINT : undefined}
        {...field('phoneNo')}
      />
      <TextField
        label="Parent e-mail (optional)"
        type="email"
        inputMode="email"
        autoComplete="off"
        readOnly={readOnly}
        hint={EMAIL_HINTS[holder]}
        {...field('parentEmail')}
      />
    </>
  );
}
