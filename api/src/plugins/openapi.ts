import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { isSchema, type Schema, type SchemaDescription } from 'yup';

type JsonSchema = Record<string, unknown>;

function describeField(description: SchemaDescription): JsonSchema {
  const result: JsonSchema = {};
  const tests = description.tests ?? [];
  const param = (name: string, key: string) =>
    tests.find((test) => test.name === name)?.params?.[key] as number | RegExp | undefined;
  switch (description.type) {
    case 'string': {
      result.type = 'string';
      const min = param('min', 'min');
      const max = param('max', 'max');
      const length = param('length', 'length');
      if (typeof min === 'number') result.minLength = min;
      if (typeof max === 'number') result.maxLength = max;
      if (typeof length === 'number') result.minLength = result.maxLength = length;
      const regex = param('matches', 'regex');
      if (regex instanceof RegExp) result.pattern = regex.source;
      if (tests.some((test) => test.name === 'email')) result.format = 'email';
      break;
    }
    case 'number': {
      result.type = tests.some((test) => test.name === 'integer') ? 'integer' : 'number';
      const min = param('min', 'min');
      const max = param('max', 'max');
      if (typeof min === 'number') result.minimum = min;
      if (typeof max === 'number') result.maximum = max;
      break;
    }
    case 'boolean':
      result.type = 'boolean';
      break;
    case 'object': {
      const fields = (description as { fields?: Record<string, SchemaDescription> }).fields ?? {};
      result.type = 'object';
      result.additionalProperties = false;
      result.properties = Object.fromEntries(
        Object.entries(fields).map(([key, field]) => [key, describeField(field)]),
      );
      const required = Object.entries(fields)
        .filter(([, field]) => !field.optional)
        .map(([key]) => key);
      if (required.length > 0) result.required = required;
      break;
    }
    case 'array': {
      result.type = 'array';
      const inner = (description as { innerType?: SchemaDescription }).innerType;
      if (inner) result.items = describeField(inner);
      const min = param('min', 'min');
      const max = param('max', 'max');
      if (typeof min === 'number') result.minItems = min;
      if (typeof max === 'number') result.maxItems = max;
      break;
    }
    default:
      break;
  }
  // A schema yup cannot describe (a filter that reads text into a list) states its own.
  const own = (description.meta as { jsonSchema?: JsonSchema } | undefined)?.jsonSchema;
  if (own) Object.assign(result, own);
  const values = (description as { oneOf?: unknown[] }).oneOf;
  if (Array.isArray(values) && values.length > 0) result.enum = values;
  const fallback = (description as { default?: unknown }).default;
  if (fallback !== undefined && typeof fallback !== 'function') result.default = fallback;
  return result;
}

/** JSON Schema for the OpenAPI document, read from a yup schema's description. */
export function yupToJsonSchema(schema: Schema): JsonSchema {
  return describeField(schema.describe());
}

function convert(part: unknown): unknown {
  return isSchema(part) ? yupToJsonSchema(part as Schema) : part;
}

export const OPENAPI_PATH = '/api/openapi.json';

export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Fees Manager API',
          version: '0.1.0',
          description:
            'Accounts, cookie sessions, owned school data and verified card payments. Amounts are ' +
            'naira; errors are `{ message, fields? }`. State-changing requests need ' +
            '`Content-Type: application/json` and an allowed `Origin`.',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'fees_session' },
          },
        },
      },
      transform: ({ schema, url }) => {
        if (!schema) return { schema, url };
        const converted: Record<string, unknown> = { ...schema };
        for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
          if (part in converted) converted[part] = convert(converted[part]);
        }
        return { schema: converted as typeof schema, url };
      },
    });

    app.get(
      OPENAPI_PATH,
      { schema: { tags: ['meta'], summary: 'This OpenAPI document' } },
      async () => app.swagger(),
    );
  },
  { name: 'openapi', fastify: '5.x' },
);
