// Serves each app's production build on its own port, as its own origin — the way separate
// deployments would be: the shell with an SPA fallback to index.html and its Content-Security-Policy,
// the remotes with CORS so the shell may read their manifests. Content-hashed files are cached for
// good; the rest revalidate.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const require = createRequire(import.meta.url);
const { APPS, SHELL } = require('./apps.cjs');
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|woff2?)$/;

function setHeaders(response, pathname) {
  response.setHeader(
    'Cache-Control',
    HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

function handlerFor(app, shellPolicy) {
  const isShell = app === SHELL;
  const files = sirv(path.join(root, app.folder, 'dist'), {
    single: isShell,
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    setHeaders,
  });
  return (request, response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (isShell) {
      response.setHeader('Content-Security-Policy', shellPolicy);
    } else {
      response.setHeader('Access-Control-Allow-Origin', '*');
    }
    files(request, response, () => {
      response.statusCode = 404;
      response.end('Not found');
    });
  };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Starts one static server per app; resolves to a function that stops them all. `shellPolicy` is
 * the shell's Content-Security-Policy (`contentSecurityPolicy` of the config it serves).
 */
export async function serveApps({ shellPolicy, host = '127.0.0.1' }) {
  const servers = await Promise.all(
    APPS.map((app) => listen(createServer(handlerFor(app, shellPolicy)), app.port, host)),
  );
  return () =>
    Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            server.close(resolve);
            server.closeAllConnections();
          }),
      ),
    );
}
