import { errorMessage, ForbiddenError } from '@fees/shared-data';
import { Callout, PasswordConfirmForm } from '@fees/shared-ui';

/** Why a step under the admin password failed: a wrong password belongs under its field. */
export type PasswordProblem = { message: string; password: boolean } | null;

export function passwordProblem(error: unknown): PasswordProblem {
  return { message: errorMessage(error), password: error instanceof ForbiddenError };
}

/**
 * The last part of a term dialog: a refusal other than the password said above the form, then
 * the admin password with its own error and the step's button.
 */
export function PasswordStep({
  problem,
  busy,
  submitLabel,
  onSubmit,
}: {
  problem: PasswordProblem;
  busy: boolean;
  submitLabel: string;
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
      />
    </>
  );
}
