import { ConflictError, errorMessage, isWrongPassword, ValidationError } from '@fees/shared-data';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ServerErrorTarget } from './apply-server-errors';
import { useRefusedFields } from './use-refused-fields';

export type GuardedSaveOptions<Input extends FieldValues, Values> = ServerErrorTarget<Input> & {
  /** Makes the call; rejects with the data layer's error. Navigating away is its job. */
  save: (values: Values, password: string) => Promise<void>;
  /** The record in words for messages, e.g. 'school'. */
  resource: string;
};

/**
 * The create/edit flow after the form is valid: ask for the admin password, make the call,
 * and keep everything typed when it fails. A wrong password ('Incorrect password') stays in the
 * password modal; a field the server refused or found taken goes under that field; anything else
 * closes the modal and shows a message above the form.
 */
export function useGuardedSave<Input extends FieldValues, Values>({
  save,
  resource,
  ...target
}: GuardedSaveOptions<Input, Values>) {
  const [pending, setPending] = useState<Values | null>(null);
  const [busy, setBusy] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const refused = useRefusedFields(target);

  function request(values: Values) {
    setFormError(null);
    setPasswordError(null);
    setPending(values);
  }

  function onOpenChange(open: boolean) {
    if (open || busy) return;
    setPending(null);
    setPasswordError(null);
  }

  function fail(error: unknown) {
    if (isWrongPassword(error)) {
      setPasswordError(errorMessage(error));
      return;
    }
    if (error instanceof ValidationError && error.fields.password) {
      setPasswordError(error.fields.password);
      return;
    }
    setPending(null);
    // A clash with a stored record can name its field too (a reference already recorded).
    if (error instanceof ValidationError || error instanceof ConflictError) {
      const unplaced = refused.apply(error.fields);
      if (unplaced.length === 0 && Object.keys(error.fields).length > 0) return;
      setFormError(`The ${resource} was not saved. ${[error.message, ...unplaced].join(' ')}`);
      return;
    }
    setFormError(`The ${resource} was not saved. ${errorMessage(error)}`);
  }

  async function confirm(password: string) {
    if (pending === null) return;
    setBusy(true);
    setPasswordError(null);
    try {
      await save(pending, password);
      setPending(null);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  return {
    open: pending !== null,
    focusOnClose: refused.focusOnClose,
    busy,
    passwordError,
    formError,
    request,
    onOpenChange,
    confirm,
    clearFormError: () => setFormError(null),
  };
}
