import { errorMessage, isWrongPassword } from '@fees/shared-data';
import type { ButtonVariant } from '../../button/button-class-name';
import { Callout } from '../../callout/callout';
import { PasswordConfirmForm } from './password-confirm-form';

/** Why a step under the admin password failed: a wrong password belongs under its field. */
export type PasswordProblem = { message: string; password: boolean } | null;

export function passwordProblem(error: unknown): PasswordProblem {
  return { message: errorMessage(error), password: isWrongPassword(error) };
}

/**
 * The last part of a dialog that ends in the admin password (a term's, a staff change's): any
 * refusal but the password's said above the form, then the password with its own error and the
 * step's button.
 */
export function PasswordStep({
  problem,
  busy,
  submitLabel,
  submitVariant = 'primary',
  onSubmit,
}: {
  problem: PasswordProblem;
  busy: boolean;
  submitLabel: string;
  /** 'danger' for a step that takes something away, such as someone's access. */
  submitVariant?: ButtonVariant;
  onSubmit: (password: string) => Promise<void>;
}) {
  return (
    <>
      {problem && !problem.password ? (
        <Callout tone="danger" role="alert">
          {problem.message}
        </Callout>
      ) : null}
      <PasswordConfirmForm
        onSubmit={onSubmit}
        busy={busy}
        error={problem?.password ? problem.message : null}
        submitLabel={submitLabel}
        submitVariant={submitVariant}
      />
    </>
  );
}
