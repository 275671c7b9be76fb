import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

export type FieldErrors = Record<string, string>;

/** The API's error body (ARCHITECTURE): a message and one message per field. */
export interface InvalidBody {
  message: string;
  fields: FieldErrors;
}

export type BodyResult<T> = { value: T } | InvalidBody;

function collectFields(error: ValidationError): FieldErrors {
  const fields: FieldErrors = {};
  const problems = error.inner.length > 0 ? error.inner : [error];
  for (const problem of problems) {
    if (problem.type === 'noUnknown') {
      // yup reports every unknown key in one root error; the contract names each field.
      const unknown = String(problem.params?.unknown ?? '');
      for (const key of unknown.split(', ').filter(Boolean)) {
        const field = problem.path ? `${problem.path}.${key}` : key;
        fields[field] ??= `Unknown field: ${key}`;
      }
    } else if (problem.path) {
      fields[problem.path] ??= problem.message;
    }
  }
  return fields;
}

/**
 * Validates a request body against a shared schema without throwing. Runs every rule (abortEarly
 * false) and keeps unknown keys (stripUnknown false) so noUnknown can name them; defaults such as
 * discount 0 are filled in the returned value.
 */
export function validateBody<S extends AnyObjectSchema>(
  schema: S,
  value: unknown,
): BodyResult<InferType<S>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { message: 'Body must be a JSON object', fields: {} };
  }
  try {
    schema.validateSync(value, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields = collectFields(error);
    const message = error.inner[0]?.message ?? error.message;
    return { message, fields };
  }
  return { value: schema.cast(value, { stripUnknown: false, assert: false }) as InferType<S> };
}
