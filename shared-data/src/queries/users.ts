import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ProfileInput } from '../sources/data-source';
import { getSource } from '../sources/get-source';
import { useSessionStore } from '../stores/session-store';
import { invalidate } from './invalidate';
import { userKeys } from './query-keys';

/** The signed-in user (the API's `GET users` lists only that one). */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: userKeys.me(),
    queryFn: () => getSource().getCurrentUser(),
  });
}

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
    onSuccess: async () => {
      await useSessionStore.getState().refreshUser();
      await invalidate(userKeys.all);
    },
  });
}
