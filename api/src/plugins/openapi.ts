import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { isSchema, type AnySchema } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';

function convert(part: unknown): unknown {
  return isSchema(part) ? jsonSchemaOf(part as AnySchema) : part;
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
