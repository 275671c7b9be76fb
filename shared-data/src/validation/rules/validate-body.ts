import {
  ArraySchema,
  ObjectSchema,
  StringSchema,
  ValidationError,
  type AnyObjectSchema,
  type InferType,
} from 'yup';

export type FieldErrors = Record<string, string>;

/** The API's error body: a message and one message per field, keyed by the body's field names. */
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

/** Trims every string whose rule is marked single-line (see `text`), at any depth. */
function trimSingleLine(schema: unknown, value: unknown): unknown {
  if (typeof value === 'string') {
    return schema instanceof StringSchema && schema.meta()?.singleLine ? value.trim() : value;
  }
  if (schema instanceof ArraySchema && Array.isArray(value)) {
    return value.map((item: unknown) => trimSingleLine(schema.innerType, item));
  }
  if (schema instanceof ObjectSchema && typeof value === 'object' && value !== null) {
    const fields = schema.fields as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        Object.hasOwn(fields, key) ? trimSingleLine(fields[key], item) : item,
      ]),
    );
  }
  return value;
}

/**
 * Validates a request body against a shared schema without throwing. Runs every rule (abortEarly
 * false) and keeps unknown keys (stripUnknown false) so noUnknown can name them; defaults such as
 * discount 0 are filled in the returned value.
 */
export function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): BodyResult<InferType<S>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { message: 'Body must be a JSON object', fields: {} };
  }
  const value = trimSingleLine(schema, body);
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
