import {
  bankAccountQueryOptions,
  banksQueryOptions,
  errorMessage,
  setSettlementMutationOptions,
  settlementQueryOptions,
  ValidationError,
} from '@fees/shared-data';
import {
  NUBAN_PATTERN,
  settlementFormSchema,
  type SettlementFormValues,
} from '@fees/shared-data/core';
import {
  applyServerErrors,
  fieldBinder,
  LoadError,
  LoadingBox,
  Modal,
  TextField,
} from '@fees/shared-ui';
import { formResolver, PasswordStep, SelectField, usePasswordDialog } from '@fees/shared-ui/pages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import styles from './settlement.module.css';

type SettlementInput = { bankCode: string; accountNumber: string };

/** Whose account the typed one is, once it is a whole NUBAN of a chosen bank. */
function AccountHolder({ bankCode, accountNumber }: SettlementInput) {
  const complete = bankCode !== '' && NUBAN_PATTERN.test(accountNumber);
  const holder = useQuery({
    ...bankAccountQueryOptions({ bankCode, accountNumber }),
    enabled: complete,
  });
  let said = '';
  if (!complete) said = '';
  else if (holder.isPending) said = 'Asking the bank whose account this is…';
  else if (holder.error) said = errorMessage(holder.error);
  else said = `${holder.data.accountName} — is this the school's account?`;
  return (
    <p role="status" className={holder.error ? styles.refused : styles.holder}>
      {said}
    </p>
  );
}

/**
 * 'Set settlement account' (owner; docs/transfers.md#settlement): the bank from the provider's
 * list and the account number, the holder's name the bank gives before anything is saved, then
 * the admin password. A refusal stays in the dialog, on its field, with what was typed.
 */
export function SettlementButton({ schoolId }: { schoolId: string }) {
  const current = useQuery(settlementQueryOptions(schoolId));
  const banks = useQuery(banksQueryOptions());
  const save = useMutation(setSettlementMutationOptions(schoolId));
  const form = useForm<SettlementInput, unknown, SettlementFormValues>({
    resolver: formResolver<SettlementInput, SettlementFormValues>(settlementFormSchema),
    defaultValues: { bankCode: '', accountNumber: '' },
  });
  const dialog = usePasswordDialog(() =>
    form.reset({
      bankCode: current.data?.bankCode ?? '',
      accountNumber: current.data?.accountNumber ?? '',
    }),
  );
  const [bankCode, accountNumber] = useWatch({
    control: form.control,
    name: ['bankCode', 'accountNumber'],
  });
  const field = fieldBinder(form.register, form.formState.errors);

  async function submit(password: string) {
    if (!(await form.trigger())) return;
    await dialog.confirm(async () => {
      try {
        await save.mutateAsync({ account: form.getValues(), password });
      } catch (error) {
        // The dialog keeps the focus on its password; the message also shows above it.
        if (error instanceof ValidationError) {
          const names = ['bankCode', 'accountNumber'] as const;
          applyServerErrors({ setError: form.setError, names, focus: false }, error.fields);
        }
        throw error;
      }
    });
  }

  return (
    <Modal
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      opener={current.data ? 'Change settlement account' : 'Set settlement account'}
      title="Where card money settles"
      description="Card payments to the school, on the dashboard and through pay links, settle to this bank account."
      dismissible={!save.isPending}
    >
      {banks.error ? (
        <LoadError what="the banks" error={banks.error} onRetry={() => void banks.refetch()} />
      ) : !banks.data ? (
        <LoadingBox />
      ) : (
        <>
          <SelectField
            label="Bank"
            placeholder="Select bank"
            options={banks.data.map((bank) => ({ value: bank.code, label: bank.name }))}
            disabled={save.isPending}
            {...field('bankCode')}
          />
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            disabled={save.isPending}
            {...field('accountNumber')}
          />
          <AccountHolder bankCode={bankCode} accountNumber={accountNumber} />
          <PasswordStep
            problem={dialog.problem}
            busy={save.isPending}
            submitLabel="Save settlement account"
            onSubmit={submit}
          />
        </>
      )}
    </Modal>
  );
}
