import { useQuery } from '@tanstack/react-query';
import {
  defaultersQueryOptions,
  schoolToday,
  useCurrentSchool,
  useNotificationsStore,
  useSessionStore,
} from '@fees/shared-data';

/**
 * The chosen school's students who became late since the user last opened notifications
 * (docs/dashboard.md#the-bell): late since a day after the one it was opened on. Lateness is read
 * from the defaulters list, which is of one school, so with none chosen there is nothing to say.
 */
export function useNewlyLate() {
  const userId = useSessionStore((state) => state.user?._id ?? '');
  const since = useNotificationsStore((state) => state.lastOpenedAt[userId]);
  const { school, isPending } = useCurrentSchool();
  const query = useQuery({
    ...defaultersQueryOptions(school?._id ?? '', { late: true }),
    enabled: school !== undefined,
  });
  const seenDay = since ? schoolToday(new Date(since)) : '';
  const late = (query.data ?? []).filter(
    (defaulter) => defaulter.overdueSince !== null && defaulter.overdueSince > seenDay,
  );
  // Counted once read, or once it is known there is no school to read: the badge never jumps.
  const settled = query.isSuccess || query.isError || (school === undefined && !isPending);
  return { schoolName: school?.name ?? '', late, settled };
}
