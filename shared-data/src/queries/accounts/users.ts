import { mutationOptions } from '@tanstack/react-query';
import type { ProfileInput } from '../../sources/data-source';
import { getSource } from '../../sources/get-source';
import { useSessionStore } from '../../stores/session-store';

/** After a profile edit the session's user is refreshed, so the greeting follows the new name. */
export function updateProfileMutationOptions() {
  return mutationOptions({
    mutationFn: ({
      userId,
      input,
      password,
    }: {
      userId: string;
      input: ProfileInput;
      password: string;
    }) => getSource().updateProfile(userId, input, password),
    onSuccess: () => useSessionStore.getState().refreshUser(),
  });
}
