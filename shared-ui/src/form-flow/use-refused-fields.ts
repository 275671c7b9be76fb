import { useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { applyServerErrors, type ServerErrorTarget } from './apply-server-errors';

/**
 * Field messages that come back while the admin-password dialog holds the focus: `apply` sets them
 * at once, and `focusOnClose` (given to the dialog) moves the focus to the first of them once the
 * dialog has closed, instead of back to the button that opened it.
 */
export function useRefusedFields<Values extends FieldValues>(target: ServerErrorTarget<Values>) {
  const refused = useRef<Readonly<Record<string, string>> | null>(null);

  /** Returns the messages of the fields the form does not show. */
  function apply(fields: Readonly<Record<string, string>>): string[] {
    const unplaced = applyServerErrors({ ...target, focus: false }, fields);
    refused.current = unplaced.length < Object.keys(fields).length ? fields : null;
    return unplaced;
  }

  function focusOnClose(): boolean {
    const fields = refused.current;
    refused.current = null;
    if (!fields) return false;
    applyServerErrors(target, fields);
    return true;
  }

  return { apply, focusOnClose };
}
