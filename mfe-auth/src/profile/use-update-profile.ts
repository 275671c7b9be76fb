import {
  DataError,
  ForbiddenError,
  NetworkError,
  updateProfileMutationOptions,
  ValidationError,
  type ProfileFormValues,
  type User,
} from '@fees/shared-data';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';

export type ProfileFieldErrors = Partial<Record<keyof ProfileFormValues, string>>;

export type SaveProfileResult =
  { ok: true; user: User } | { ok: false; modalError: string | null; fields: ProfileFieldErrors };

/** Where the API's body fields sit on the profile form. */
const FORM_FIELD: Record<string, keyof ProfileFormValues> = {
  firstname: 'firstName',
  lastname: 'lastName',
  phone: 'phone',
};

function failureOf(error: unknown): SaveProfileResult {
  // 'Incorrect password' (403) is shown in the password modal, as the server wrote it.
  if (error instanceof ForbiddenError) return { ok: false, modalError: error.message, fields: {} };
  if (error instanceof ValidationError) {
    const fields: ProfileFieldErrors = {};
    let modalError: string | null = null;
    for (const [field, message] of Object.entries(error.fields)) {
      const formField = FORM_FIELD[field];
      if (formField) fields[formField] = message;
      else modalError = message;
    }
    if (Object.keys(error.fields).length === 0) modalError = error.message;
    return { ok: false, modalError, fields };
  }
  const message = error instanceof DataError ? error.message : new NetworkError().message;
  return { ok: false, modalError: message, fields: {} };
}

/**
 * SPEC §4 profile edit: the change is sent with the account password, then the session's user is
 * refreshed (shared-data's mutation does that) and 'Profile updated successfully!' shows.
 */
export function useUpdateProfile(userId: string) {
  const mutation = useMutation(updateProfileMutationOptions());

  async function save(values: ProfileFormValues, password: string): Promise<SaveProfileResult> {
    try {
      const user = await mutation.mutateAsync({
        userId,
        input: {
          firstname: values.firstName.trim(),
          lastname: values.lastName.trim(),
          phone: values.phone.trim(),
        },
        password,
      });
      toastSuccess('Profile updated successfully!');
      return { ok: true, user };
    } catch (error) {
      return failureOf(error);
    }
  }

  return { save, busy: mutation.isPending };
}
