import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

/**
 * The yup resolver for a form whose inputs are not yet the schema's types: number fields hold the
 * text the user typed, and yup casts it when it validates. The resolver's own typing assumes the
 * form already holds the schema's output, so this is the one place that says otherwise.
 */
export function formResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: ObjectSchema<Output>,
): Resolver<Input, unknown, Output> {
  return yupResolver(schema) as unknown as Resolver<Input, unknown, Output>;
}
