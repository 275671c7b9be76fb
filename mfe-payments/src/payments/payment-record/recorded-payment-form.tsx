import { formatMoney, schoolToday } from '@fees/shared-data';
import {
  METHODS_NEEDING_REFERENCE,
  PAYMENT_METHOD_LABELS,
  RECORDED_PAYMENT_METHODS,
  recordedPaymentSchema,
  type RecordedPaymentFormValues,
  type RecordedPaymentMethod,
  type Student,
} from '@fees/shared-data/core';
import { TextField } from '@fees/shared-ui';
import {
  DecimalField,
  GuardedSaveForm,
  SelectField,
  TextAreaField,
  useGuardedForm,
} from '@fees/shared-ui/pages';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { studentFigures } from '../balance/balance-figures';
import { BalanceSummary } from '../balance/balance-summary';
import { OverpaymentModal } from '../balance/overpayment-modal';
import { StudentSelect } from '../student-select/student-select';
import { useOverpaymentCheck } from '../balance/use-overpayment-check';

/** What the inputs hold: the amount is the number box's text until the schema reads it. */
export type RecordedPaymentFormInput = {
  studentId: string;
  amount: string;
  method: string;
  receivedOn: string;
  depositorName: string;
  email: string;
  purpose: string;
  externalReference: string;
};

const FIELD_NAMES = [
  'studentId',
  'amount',
  'method',
  'receivedOn',
  'depositorName',
  'email',
  'purpose',
  'externalReference',
] as const;

const METHOD_OPTIONS = RECORDED_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

/**
 * What the admin password confirms, so the bursar checks whose money and how much before it is
 * written: 'Record NGN 25,000 (Bank transfer) for Okafor Ada, Primary1.'
 */
function confirming(student: Student | undefined, amount: string, method: string) {
  const naira = Number(amount);
  if (!student || !amount.trim() || !Number.isFinite(naira)) return undefined;
  const how = PAYMENT_METHOD_LABELS[method as RecordedPaymentMethod];
  return `Record ${formatMoney(naira)}${how ? ` (${how})` : ''} for ${student.fullname}, ${student.classroom}.`;
}

export type RecordedPaymentFormProps = {
  /** The current school's students, for the dropdown. */
  students: readonly Student[];
  /** Chosen when the form opens, e.g. from a student's page. */
  initialStudentId?: string;
  /** The payment a refused reference repeats, linked under the reference field. */
  repeatedPaymentId?: string | null;
  /** Called with the valid values and the admin password; rejects with the data layer's error. */
  onSave: (values: RecordedPaymentFormValues, password: string) => Promise<void>;
};

/**
 * A payment the bursary received: the student, how much, how and when it came, who paid and what
 * for, and the bank's or terminal's reference; then the admin password, as for every write.
 */
export function RecordedPaymentForm({
  students,
  initialStudentId = '',
  repeatedPaymentId = null,
  onSave,
}: RecordedPaymentFormProps) {
  const today = schoolToday();
  const { form, guard, field, formProps } = useGuardedForm<
    RecordedPaymentFormInput,
    RecordedPaymentFormValues
  >({
    mode: 'create',
    schema: recordedPaymentSchema,
    save: onSave,
    resource: 'payment',
    names: FIELD_NAMES,
    defaultValues: {
      studentId: initialStudentId,
      amount: '',
      method: '',
      receivedOn: today,
      depositorName: '',
      email: students.find((student) => student._id === initialStudentId)?.parentEmail ?? '',
      purpose: '',
      externalReference: '',
    },
  });
  const {
    setValue,
    control,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = form;
  const [studentId, method, amount] = useWatch({
    control,
    name: ['studentId', 'method', 'amount'],
  });
  const chosen = students.find((student) => student._id === studentId);
  const figures = chosen ? studentFigures(chosen) : undefined;
  const overpayment = useOverpaymentCheck(figures, guard.request);
  const referenceNeeded = (METHODS_NEEDING_REFERENCE as readonly string[]).includes(method);

  return (
    <GuardedSaveForm
      {...formProps}
      onSubmit={handleSubmit(overpayment.submit)}
      submitLabel="Record payment"
      busyText="Recording..."
      confirming={confirming(chosen, amount, method)}
    >
      <div>
        <StudentSelect
          students={students}
          value={studentId}
          onChange={(student) => {
            setValue('studentId', student._id, { shouldDirty: true, shouldValidate: isSubmitted });
            // The parent's e-mail on file, so the receipt reaches them, unless one was typed.
            if (!form.getFieldState('email').isDirty) setValue('email', student.parentEmail);
          }}
          error={errors.studentId?.message}
          disabled={guard.busy}
        />
        <BalanceSummary
          figures={figures}
          onFill={(amount) =>
            setValue('amount', String(amount), { shouldDirty: true, shouldValidate: isSubmitted })
          }
        />
      </div>
      <DecimalField label="Amount" {...field('amount')} />
      <SelectField
        label="Method"
        placeholder="Select method"
        options={METHOD_OPTIONS}
        {...field('method')}
      />
      <TextField label="Date received" type="date" max={today} {...field('receivedOn')} />
      <TextField
        label={
          referenceNeeded ? 'Bank or terminal reference' : 'Bank or terminal reference (optional)'
        }
        autoComplete="off"
        hint={
          repeatedPaymentId ? (
            <Link to={`/payments/${repeatedPaymentId}`}>View the payment already recorded</Link>
          ) : referenceNeeded ? (
            'As printed on the bank alert, statement or POS slip.'
          ) : (
            'Needed for a bank transfer or POS; optional for cash and other.'
          )
        }
        {...field('externalReference')}
      />
      <TextField label="Depositor name" autoComplete="name" {...field('depositorName')} />
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        hint="The receipt is e-mailed here when given."
        {...field('email')}
      />
      <TextAreaField label="Purpose / Description" rows={3} {...field('purpose')} />
      <OverpaymentModal {...overpayment.modal} />
    </GuardedSaveForm>
  );
}
