import { paymentSchema, type PaymentFormValues, type Student } from '@fees/shared-data/core';
import { Button, TextField, fieldBinder } from '@fees/shared-ui';
import { formResolver, TextAreaField, DecimalField } from '@fees/shared-ui/pages';
import { useForm, useWatch } from 'react-hook-form';
import { studentFigures } from '../balance/balance-figures';
import { BalanceSummary } from '../balance/balance-summary';
import type { PayHooks } from '../checkout/use-checkout';
import { OverpaymentModal } from '../balance/overpayment-modal';
import { PaymentConfirmModal } from '../checkout/payment-confirm-modal';
import { useCheckoutConfirmation } from '../checkout/use-checkout-confirmation';
import { StudentSelect } from '../student-select/student-select';
import { useOverpaymentCheck } from '../balance/use-overpayment-check';
import styles from './payment-form.module.css';

/** What the inputs hold: the amount is the number box's text until the schema reads it. */
export type PaymentFormInput = {
  studentId: string;
  studentName: string;
  studentClass: string;
  depositorName: string;
  email: string;
  amount: string;
  purpose: string;
};

export type PaymentFormProps = {
  /** The current school's students, for the dropdown. */
  students: readonly Student[];
  /** Chosen when the form opens, e.g. from a student's page. */
  initialStudent?: Student;
  /** True while a checkout runs: the submit button shows '...'. */
  busy: boolean;
  /** Opens the card checkout for confirmed values. */
  onPay: (values: PaymentFormValues, hooks: PayHooks) => void | Promise<void>;
};

function startValues(student: Student | undefined): PaymentFormInput {
  return {
    studentId: student?._id ?? '',
    studentName: student?.fullname ?? '',
    studentClass: student?.classroom ?? '',
    depositorName: '',
    email: '',
    amount: '',
    purpose: '',
  };
}

/**
 * The payment form: the student, who pays, how much and what for. A valid form opens the
 * confirmation; 'Pay Fees' there opens the card checkout.
 */
export function PaymentForm({ students, initialStudent, busy, onPay }: PaymentFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    control,
    formState: { errors, isSubmitted },
  } = useForm<PaymentFormInput, unknown, PaymentFormValues>({
    resolver: formResolver<PaymentFormInput, PaymentFormValues>(paymentSchema),
    defaultValues: startValues(initialStudent),
  });
  const field = fieldBinder(register, errors);
  const confirmation = useCheckoutConfirmation(onPay, () => reset());
  const studentId = useWatch({ control, name: 'studentId' });
  const studentError = errors.studentName ?? errors.studentId ?? errors.studentClass;
  const chosen = students.find((student) => student._id === studentId);
  const figures = chosen ? studentFigures(chosen) : undefined;
  const overpayment = useOverpaymentCheck<PaymentFormValues>(figures, confirmation.open);

  function chooseStudent(student: Student) {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('studentId', student._id, options);
    setValue('studentName', student.fullname, options);
    setValue('studentClass', student.classroom, options);
  }

  return (
    <>
      <form noValidate className={styles.form} onSubmit={handleSubmit(overpayment.submit)}>
        <div>
          <StudentSelect
            students={students}
            value={studentId}
            onChange={chooseStudent}
            error={studentError?.message}
            disabled={busy}
          />
          <BalanceSummary
            figures={figures}
            onFill={(amount) =>
              setValue('amount', String(amount), { shouldDirty: true, shouldValidate: isSubmitted })
            }
          />
        </div>
        <TextField label="Depositor name" autoComplete="name" {...field('depositorName')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <DecimalField label="Amount" error={errors.amount?.message} {...register('amount')} />
        <TextAreaField label="Purpose / Description" rows={3} {...field('purpose')} />
        <p className={styles.note}>
          Payments are processed by our card payment provider, Paystack. After you check the
          details, click &lsquo;Pay Fees&rsquo; to pay by card.
        </p>
        <Button type="submit" busy={busy} busyText="...">
          Make payment
        </Button>
      </form>
      <OverpaymentModal {...overpayment.modal} />
      <PaymentConfirmModal
        {...confirmation.modal}
        busy={busy}
        onCancel={() => {
          confirmation.close();
          reset();
        }}
      />
    </>
  );
}
