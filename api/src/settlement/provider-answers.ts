import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../plugins/errors';
import { ProviderRefusedError, ProviderUnavailableError } from '../provider';

/**
 * A provider call for a request or a job: an outage answers 503 and a refusal 502, each saying
 * that nothing was changed, so the caller may retry or fix what the provider names.
 */
export async function fromProvider<T>(
  asker: { log: FastifyBaseLogger },
  ask: () => Promise<T>,
): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      asker.log.warn({ err: error }, 'provider unavailable');
      throw new HttpError(
        503,
        'The payment provider could not be reached. Nothing was changed; please retry.',
        undefined,
        { 'retry-after': '30' },
      );
    }
    if (error instanceof ProviderRefusedError) {
      asker.log.warn({ err: error }, 'provider refused');
      throw new HttpError(
        502,
        `The payment provider refused this: ${error.message}. Nothing was changed.`,
      );
    }
    throw error;
  }
}
