import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export type ServerErrorTarget<Values extends FieldValues> = {
  setError: UseFormSetError<Values>;
  /** The form's fields in screen order: a server message goes under the field of its name. */
  names: readonly Path<Values>[];
  /** Server fields shown under another box, e.g. a student's `fullname` under 'lastName'. */
  aliases?: Readonly<Partial<Record<string, Path<Values>>>>;
  /** False while a dialog still holds focus: its caller focuses the field once it has closed. */
  focus?: boolean;
};

/**
 * Puts a refused request's field messages (`{ message, fields }`, keyed by the API's field names,
 * which the forms use too) under the form's fields, and focuses the first such field on screen, so
 * a keyboard or screen-reader user lands on what to fix. Returns the messages of the fields the
 * form does not show, for the caller to show above the form or in its dialog.
 */
export function applyServerErrors<Values extends FieldValues>(
  { setError, names, aliases = {}, focus = true }: ServerErrorTarget<Values>,
  fields: Readonly<Record<string, string>>,
): string[] {
  const messages = new Map<Path<Values>, string>();
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const name = aliases[field] ?? names.find((candidate) => candidate === field);
    if (name) messages.set(name, message);
    else unplaced.push(message);
  }
  let first = focus;
  for (const name of names) {
    const message = messages.get(name);
    if (message === undefined) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return unplaced;
}

/**
 * What a data hook is handed by its form: places a refused request's field messages (with
 * `applyServerErrors`) and returns those it could not place.
 */
export type PlaceServerErrors = (fields: Readonly<Record<string, string>>) => string[];
