import { boolean, number, object, string, type ObjectShape } from 'yup';

/**
 * A response shape is a yup object schema that never validates: written once, it gives the JSON
 * Schema the API answers with (so its `description` metas reach the API's callers) and the
 * record's type (`InferType`). Every field is always present, so each rule is `defined()`.
 */
export const field = {
  text: () => string().defined(),
  whole: () => number().integer().defined(),
  /** Naira, with kobo as decimals. */
  amount: () => number().defined(),
  bool: () => boolean().defined(),
};

const timestamp = () => field.text().meta({ jsonSchema: { format: 'date-time' } });

/** Fields every stored record carries; dates travel as ISO 8601 strings. */
const baseFields = { _id: field.text(), createdAt: timestamp(), updatedAt: timestamp() };

export const baseRecord = object(baseFields);

/** A stored record: `_id`, `createdAt`, `updatedAt`, then the shape's own fields. */
export function recordShape<S extends ObjectShape>(shape: S) {
  return object({ ...baseFields, ...shape });
}
