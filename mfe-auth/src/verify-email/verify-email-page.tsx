import {
  LIMITS,
  type LoginFormValues,
  loginSchema,
  PAGE_NAMES,
  type VerificationCodeFormValues,
  verificationCodeSchema,
} from '@fees/shared-data';
import {
  Button,
  Callout,
  LoadingBox,
  PageCard,
  TextField,
  usePageTitle,
  fieldBinder,
  EmailField,
} from '@fees/shared-ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { ResendCode } from './resend-code';
import { useResendCode } from './use-resend-code';
import { useVerifyEmail } from './use-verify-email';
import { readVerifyEmailState } from './verify-email-state';
import styles from './verify-email-page.module.css';

type VerifyFormValues = Pick<LoginFormValues, 'email'> & VerificationCodeFormValues;

/** The shared rules: e-mail required (login's rule) and the 6-character code. */
const verifyFormSchema = loginSchema.pick(['email']).concat(verificationCodeSchema);

export function VerifyEmailPage() {
  usePageTitle(PAGE_NAMES['/verify-email']);
  const known = readVerifyEmailState(useLocation().state);
  const { outcome, verify, clear } = useVerifyEmail(known?.from);
  const resendCode = useResendCode(known?.codeSentAt);
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<VerifyFormValues>({
    resolver: yupResolver(verifyFormSchema),
    defaultValues: { email: known?.email ?? '', code: '' },
  });

  const busy = outcome.status === 'verifying' || outcome.status === 'verified';
  const field = fieldBinder(register, errors, busy);
  const submit = handleSubmit(({ email, code }) => verify(email.trim(), code));

  async function resend() {
    if (await trigger('email')) void resendCode.resend(getValues('email').trim());
  }

  return (
    // Not a labelled region: 'Verify Email' would also answer to a search for the 'Email' field.
    <PageCard
      title="Verify Email"
      width="narrow"
      lead={
        known ? (
          <>
            We sent a 6-digit code to <strong className={styles.email}>{known.email}</strong>. Enter
            it below to verify your e-mail address. The code is valid for 5 minutes.
          </>
        ) : (
          'Enter the e-mail address you signed up with and the 6-digit code we sent to it.'
        )
      }
    >
      <form noValidate className={styles.form} onSubmit={submit}>
        {known ? null : <EmailField {...field('email', { onChange: clear })} />}
        <TextField
          label="Verification code"
          className={styles.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.verificationCodeLength}
          hint="It verifies by itself when the sixth character is typed."
          {...field('code', {
            onChange: (event: { target: { value: string } }) => {
              clear();
              if (event.target.value.length === LIMITS.verificationCodeLength) void submit();
            },
          })}
        />
        <Button
          type="submit"
          width="full"
          busy={busy}
          busyText={outcome.status === 'verified' ? 'Verified' : 'Verifying...'}
        >
          Verify
        </Button>
      </form>

      {outcome.status === 'verifying' ? <LoadingBox text="Verifying your code..." /> : null}
      {outcome.status === 'verified' ? (
        <Callout tone="success" role="status" title="Success! Your email has been verified.">
          <p>You will be redirected shortly.</p>
          <Link to="/login" replace state={outcome.login}>
            Go to login now
          </Link>
        </Callout>
      ) : null}
      {outcome.status === 'rejected' ? (
        <Callout tone="danger" role="alert" title="Wrong code. Please check the code and retry.">
          <p>or resend code if expired</p>
        </Callout>
      ) : null}
      {outcome.status === 'failed' ? (
        <Callout tone="danger" role="alert" title={outcome.message} />
      ) : null}

      {outcome.status === 'verified' ? null : (
        <ResendCode
          onResend={() => void resend()}
          sending={resendCode.sending}
          locked={resendCode.locked}
          remainingMs={resendCode.remainingMs}
          result={resendCode.result}
          justSentTo={resendCode.lockedByArrival ? known?.email : undefined}
        />
      )}
    </PageCard>
  );
}
