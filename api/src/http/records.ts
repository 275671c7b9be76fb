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
  const from = row as unknown as Record<string, unknown>;
  const record: Record<string, unknown> = {};
  // A list maps hundreds of rows per request: the keys are read once per shape, and the row is
  // read in place rather than copied.
  for (const key of keysOf(shape)) {
    if (key === '_id') record._id = row.id;
    else if (key === 'createdAt') record.createdAt = row.createdAt.toISOString();
    else if (key === 'updatedAt') record.updatedAt = row.updatedAt.toISOString();
    else record[key] = from[key];
  }
  return record as InferType<S>;
}

const shapeKeys = new WeakMap<AnyObjectSchema, string[]>();

function keysOf(shape: AnyObjectSchema): string[] {
  let keys = shapeKeys.get(shape);
  if (!keys) {
    keys = Object.keys(shape.fields);
    shapeKeys.set(shape, keys);
  }
  return keys;
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

/** A payments page also carries the sum of every match in `X-Total-Amount`, and its voids. */
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
    'X-Total-Voided': {
      type: 'string',
      description: 'How many of the matches are void: listed, counting in no sum',
    },
  } as const;
  return { ...listSchema(record), headers } as const;
}

export const messageSchema = jsonSchemaOf(object({ message: field.text() }));
