/** JSON Schema pieces for responses: records carry `_id`, `createdAt`, `updatedAt` (ISO 8601). */
export const baseRecordProperties = {
  _id: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;

export function recordSchema(properties: Record<string, unknown>) {
  const all = { ...baseRecordProperties, ...properties };
  return { type: 'object', properties: all, required: Object.keys(all) } as const;
}

export function listSchema(item: unknown) {
  return { type: 'array', items: item } as const;
}

const listHeaders = {
  'X-Total-Count': { type: 'integer', description: 'How many records match, across all pages' },
} as const;

/** A paged list's 200: the page's records, and the match count in `X-Total-Count`. */
export function pageSchema(item: unknown) {
  return { ...listSchema(item), headers: listHeaders } as const;
}

/** A payments page also carries the sum of every match in `X-Total-Amount`. */
export function amountPageSchema(item: unknown) {
  const headers = {
    ...listHeaders,
    'X-Total-Amount': {
      type: 'string',
      description: 'The naira sum of `amount` over every match, as a decimal number',
    },
  } as const;
  return { ...listSchema(item), headers } as const;
}

export const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

export function timestampsOf(row: { id: string; createdAt: Date; updatedAt: Date }) {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
