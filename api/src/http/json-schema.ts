import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnySchema, SchemaDescription } from 'yup';

type JSONSchema7 = ReturnType<typeof convertSchema>;

type Described = SchemaDescription & {
  fields?: Record<string, Described>;
  innerType?: Described;
};

/**
 * The converter leaves out two things yup states: an object's `noUnknown` (every body, query and
 * path schema here refuses keys it does not know) becomes `additionalProperties: false`, and the
 * empty default yup gives every object is dropped, since no caller may send nothing for one.
 */
function closeObjects(description: Described, json: JSONSchema7) {
  if (description.type === 'array' && description.innerType && typeof json.items === 'object') {
    closeObjects(description.innerType, json.items as JSONSchema7);
  }
  if (description.type !== 'object') return;
  if (description.tests.some((test) => test.name === 'noUnknown')) {
    json.additionalProperties = false;
  }
  delete json.default;
  for (const [key, field] of Object.entries(description.fields ?? {})) {
    const property = json.properties?.[key];
    if (typeof property === 'object') closeObjects(field, property);
  }
}

/**
 * JSON Schema of a yup schema: the request parts in the OpenAPI document, and the response shapes
 * Fastify serializes with. A rule yup cannot describe (a filter that reads text into a list) states
 * its own in `meta({ jsonSchema })`.
 */
export function jsonSchemaOf(schema: AnySchema): JSONSchema7 {
  const json = convertSchema(schema);
  closeObjects(schema.describe() as Described, json);
  return json;
}
