import { field } from '@fees/shared-data/core';
import { object, type AnyObjectSchema, type InferType } from 'yup';
import { jsonSchemaOf } from './json-schema';

interface StoredRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The record of a stored row, by its response shape from shared-data (`recordShape`): its id and
 * timestamps, then the shape's fields, and only those, from the row with its converted fields on
 * top. Columns the shape does not name (password hashes, kobo totals) never reach the wire.
 */
export function toRecord<S extends AnyObjectSchema>(
  shape: S,
  row: StoredRow & Omit<InferType<S>, '_id' | 'createdAt' | 'updatedAt'>,
): InferType<S> {
  const source: Record<string, unknown> = {
    ...row,
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  return Object.fromEntries(
    Object.keys(shape.fields).map((key) => [key, source[key]]),
  ) as InferType<S>;
}

export function listSchema(record: AnyObjectSchema) {
  return { type: 'array', items: jsonSchemaOf(record) } as const;
}

const listHeaders = {
  'X-Total-Count': { type: 'integer', description: 'How many records match, across all pages' },
} as const;

/** A paged list's 200: the page's records, and the match count in `X-Total-Count`. */
export function pageSchema(record: AnyObjectSchema) {
  return { ...listSchema(record), headers: listHeaders } as const;
}

/** A payments page also carries the sum of every match in `X-Total-Amount`. */
export function amountPageSchema(record: AnyObjectSchema) {
  const headers = {
    ...listHeaders,
    'X-Total-Amount': {
      type: 'string',
      description: 'The naira sum of `amount` over every match that counts, as a decimal number',
    },
    'X-Total-By-Method': {
      type: 'string',
      description: 'That sum per method: `card=25000,cash=1500.5`; a method with none is left out',
    },
  } as const;
  return { ...listSchema(record), headers } as const;
}

export const messageSchema = jsonSchemaOf(object({ message: field.text() }));
