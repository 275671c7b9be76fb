import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Route parameters that are keys in themselves (a pay link's or an invitation's token): the
     * request log shows '…' in their place (docs/security.md#what-the-log-never-shows).
     */
    secretParams?: readonly string[];
  }
  interface FastifyInstance {
    /** Where each route with a secret parameter starts: an address nothing matched is cut there. */
    secretRoutePrefixes: string[];
  }
}

const REDACTED = '…';

/** A parameter is named after a colon; a regular expression may follow the name. */
function paramName(segment: string): string | null {
  return segment.startsWith(':') ? segment.slice(1).replace(/\(.*$/, '') : null;
}

/** `path` with the segments `routeUrl` declares secret replaced by '…'. */
function redactedPath(path: string, routeUrl: string, secrets: readonly string[]): string {
  const pattern = routeUrl.split('/');
  return path
    .split('/')
    .map((segment, index) => {
      const name = paramName(pattern[index] ?? '');
      return name !== null && secrets.includes(name) ? REDACTED : segment;
    })
    .join('/');
}

/**
 * The request's address as logged: a matched route's secret parameters become '…', and an address
 * no route matched is cut where a route with a secret parameter would have taken it, so a token
 * with a mistyped tail is not logged either.
 */
function loggedUrl(request: FastifyRequest): string {
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : request.url.slice(queryAt);
  const { url: routeUrl, config } = request.routeOptions;
  if (routeUrl !== undefined) {
    const secrets = config.secretParams;
    return (secrets ? redactedPath(path, routeUrl, secrets) : path) + query;
  }
  const prefix = (request.server.secretRoutePrefixes ?? [])
    .filter((start) => path.startsWith(start))
    .sort((a, b) => b.length - a.length)[0];
  return (prefix === undefined ? path : prefix + REDACTED) + query;
}

/** What Fastify logs of a request, with the address as `loggedUrl` gives it. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** The logger options the app runs with: the caller's, with requests logged without secrets. */
export function requestLogOptions(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}

/**
 * Collects the routes that declare secret parameters, and refuses at start-up a route whose
 * parameter is named `token` without declaring it: the log's redaction follows each route's own
 * declaration, so a new token route cannot be forgotten by a list of paths.
 */
export const requestLogPlugin = fp(async (app) => {
  app.decorate('secretRoutePrefixes', []);
  app.addHook('onRoute', (route) => {
    const segments = route.url.split('/');
    const secrets = route.config?.secretParams ?? [];
    const undeclared = segments.map(paramName).filter((name) => name === 'token');
    if (undeclared.some((name) => !secrets.includes(name!))) {
      throw new Error(`${route.method} ${route.url} takes a token: declare config.secretParams`);
    }
    const first = segments.findIndex((segment) => {
      const name = paramName(segment);
      return name !== null && secrets.includes(name);
    });
    if (first === -1) return;
    const prefix = `${segments.slice(0, first).join('/')}/`;
    if (!app.secretRoutePrefixes.includes(prefix)) app.secretRoutePrefixes.push(prefix);
  });
});
