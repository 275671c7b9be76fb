import { setSmsCapMutationOptions } from '@fees/shared-data';
import { smsCapFormSchema, type SmsCapFormValues } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { DecimalField, GuardedSaveForm, useGuardedForm } from '@fees/shared-ui/pages';
import { useMutation } from '@tanstack/react-query';

type Input = { cap: string };

/** How many SMS the school's reminders may send a month, saved under the admin password. */
export function SmsCapForm({ schoolId, cap }: { schoolId: string; cap: number }) {
  const set = useMutation(setSmsCapMutationOptions(schoolId));
  const { form, field, formProps } = useGuardedForm<Input, SmsCapFormValues>({
    mode: 'edit',
    schema: smsCapFormSchema,
    defaultValues: { cap: String(cap) },
    resource: 'SMS cap',
    names: ['cap'],
    save: async (values, password) => {
      const saved = await set.mutateAsync({ cap: values.cap, password });
      form.reset({ cap: String(saved.smsCap) });
      toastSuccess('SMS cap saved!');
    },
  });
  return (
    <GuardedSaveForm {...formProps} label="SMS cap" submitLabel="Save cap">
      <DecimalField label="SMS a month, at most" {...field('cap')} />
    </GuardedSaveForm>
  );
}
