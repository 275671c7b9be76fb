import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { getSource } from '../../sources/get-source';
import type { ReminderChannel } from '../../validation/money/reminder-schemas';
import { invalidate } from '../invalidate';
import { reminderKeys } from '../query-keys';

/** When the school's reminders go, how, its SMS month and what is planned (docs/reminders.md). */
export function reminderScheduleQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: reminderKeys.schedule(schoolId),
    queryFn: () => getSource().getReminderSchedule(schoolId),
  });
}

/** The school's reminder log, newest first. */
export function reminderLogQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: reminderKeys.log(schoolId),
    queryFn: () => getSource().listReminderLog(schoolId),
  });
}

export function setReminderScheduleMutationOptions(schoolId: string) {
  return mutationOptions({
    mutationFn: ({
      schedule,
      password,
    }: {
      schedule: { offsets: number[]; channels: ReminderChannel[] };
      password: string;
    }) => getSource().setReminderSchedule(schoolId, schedule, password),
    onSuccess: () => invalidate(reminderKeys.all(schoolId)),
  });
}

export function setSmsCapMutationOptions(schoolId: string) {
  return mutationOptions({
    mutationFn: ({ cap, password }: { cap: number; password: string }) =>
      getSource().setSmsCap(schoolId, cap, password),
    onSuccess: () => invalidate(reminderKeys.all(schoolId)),
  });
}

/** 'Send due reminders now': the log and the SMS month change with it. */
export function runDueRemindersMutationOptions(schoolId: string) {
  return mutationOptions({
    mutationFn: () => getSource().runDueReminders(schoolId),
    onSuccess: () => invalidate(reminderKeys.all(schoolId)),
  });
}
