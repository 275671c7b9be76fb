import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** A pay link's token is the key to a parent's page (docs/security.md#pay-links). */
const PAY_LINK_TOKEN = /^(\/api\/pay\/)[^/?#]*/;

/** The request's address as logged: a pay link's token is replaced by '…'. */
function loggedUrl(url: string): string {
  return url.replace(PAY_LINK_TOKEN, '$1…');
}

/** What Fastify logs of a request, with the address as `loggedUrl` gives it. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** The logger options the app runs with: the caller's, with requests logged without tokens. */
export function requestLogOptions(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
