import { setReminderScheduleMutationOptions } from '@fees/shared-data';
import {
  COMMON_OFFSETS,
  formOffsets,
  offsetWords,
  reminderScheduleFormSchema,
  type ReminderSchedule,
  type ReminderScheduleFormValues,
} from '@fees/shared-data/core';
import { TextField, toastSuccess } from '@fees/shared-ui';
import { ChoiceLabel, Fieldset, GuardedSaveForm, useGuardedForm } from '@fees/shared-ui/pages';
import { useMutation } from '@tanstack/react-query';
import styles from './reminders.module.css';

type Input = { common: string[]; other: string; channels: string[] };

const FIELD_NAMES = ['other', 'channels'] as const;
const CHANNEL_LABELS = { email: 'E-mail', sms: 'SMS' } as const;

/** The saved schedule as the form's boxes: the common days ticked, the rest typed. */
function inputOf(schedule: ReminderSchedule): Input {
  const common: readonly number[] = COMMON_OFFSETS;
  return {
    common: schedule.offsets.filter((day) => common.includes(day)).map(String),
    other: schedule.offsets.filter((day) => !common.includes(day)).join(', '),
    channels: [...schedule.channels],
  };
}

/**
 * When the school's reminders go, in days from each due date, and by which channels; saved under
 * the admin password (docs/reminders.md). No day ticked turns them off.
 */
export function ReminderScheduleForm({
  schoolId,
  schedule,
}: {
  schoolId: string;
  schedule: ReminderSchedule;
}) {
  const set = useMutation(setReminderScheduleMutationOptions(schoolId));
  const { form, field, formProps } = useGuardedForm<Input, ReminderScheduleFormValues>({
    mode: 'edit',
    schema: reminderScheduleFormSchema,
    defaultValues: inputOf(schedule),
    resource: 'reminder schedule',
    names: FIELD_NAMES,
    save: async (values, password) => {
      const channels = values.channels.filter((one) => one === 'email' || one === 'sms');
      const saved = await set.mutateAsync({
        schedule: { offsets: formOffsets(values), channels },
        password,
      });
      form.reset(inputOf(saved));
      toastSuccess('Reminder schedule saved!');
    },
  });
  const channelsError = form.formState.errors.channels?.message;
  const channelsInvalid = channelsError
    ? { 'aria-invalid': true, 'aria-describedby': 'reminder-channels-error' }
    : {};
  return (
    <GuardedSaveForm
      {...formProps}
      label="Reminder schedule"
      submitLabel="Save schedule"
      resettable
    >
      <Fieldset legend="Days from each due date">
        <div className={styles.choices}>
          {COMMON_OFFSETS.map((day) => (
            <ChoiceLabel key={day}>
              <input type="checkbox" value={String(day)} {...form.register('common')} />
              {offsetWords(day)}
            </ChoiceLabel>
          ))}
        </div>
        <TextField
          label="Other days"
          hint="Days before a due date are negative: -5, 10 is 5 days before and 10 days after."
          {...field('other')}
        />
      </Fieldset>
      <Fieldset legend="Send by">
        <div className={styles.choices}>
          {(['email', 'sms'] as const).map((channel) => (
            <ChoiceLabel key={channel}>
              <input
                type="checkbox"
                value={channel}
                {...channelsInvalid}
                {...form.register('channels')}
              />
              {CHANNEL_LABELS[channel]}
            </ChoiceLabel>
          ))}
        </div>
        {channelsError ? (
          <p id="reminder-channels-error" role="alert" className={styles.problem}>
            {channelsError}
          </p>
        ) : null}
      </Fieldset>
    </GuardedSaveForm>
  );
}
