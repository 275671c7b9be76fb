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

/** A failure: the message for the password modal, and the server's messages by field name. */
export type SaveProfileResult =
  | { ok: true; user: User }
  | { ok: false; modalError: string | null; fields: Readonly<Record<string, string>> };

function failureOf(error: unknown): SaveProfileResult {
  // 'Incorrect password' (403) is shown in the password modal, as the server wrote it.
  if (error instanceof ForbiddenError) return { ok: false, modalError: error.message, fields: {} };
  if (error instanceof ValidationError) {
    const modalError = Object.keys(error.fields).length === 0 ? error.message : null;
    return { ok: false, modalError, fields: error.fields };
  }
  const message = error instanceof DataError ? error.message : new NetworkError().message;
  return { ok: false, modalError: message, fields: {} };
}

/**
 * A profile edit is sent with the account password, like every write; then the session's user is
 * refreshed (shared-data's mutation does that) and 'Profile updated successfully!' shows.
 */
export function useUpdateProfile(userId: string) {
  const mutation = useMutation(updateProfileMutationOptions());

  async function save(values: ProfileFormValues, password: string): Promise<SaveProfileResult> {
    try {
      const user = await mutation.mutateAsync({
        userId,
        input: {
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
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
