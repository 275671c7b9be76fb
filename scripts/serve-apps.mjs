// Serves each app's production build on its own port, as its own origin — the way separate
// deployments would be: the shell with an SPA fallback to index.html and its Content-Security-Policy,
// the remotes with CORS so the shell may read their manifests, and each remote's published releases
// under /releases/<version>/ (see release.mjs). Content-hashed files are cached for good; the rest,
// entries and manifests included, revalidate.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { releaseFolder } from './release.mjs';

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

const staticFiles = (folder, single = false) =>
  sirv(folder, { single, etag: true, gzip: true, brotli: true, dotfiles: false, setHeaders });

/**
 * A remote's releases, each read once on its first request: a published release never changes,
 * and one published later is found then.
 */
function releasesOf(app) {
  const served = new Map();
  return (request, response, next) => {
    const [, version, ...rest] = request.url.split('/').slice(1);
    const folder = releaseFolder(app.folder, version ?? '');
    if (!folder || !existsSync(folder)) return next();
    if (!served.has(version)) served.set(version, staticFiles(folder));
    request.url = `/${rest.join('/')}`;
    return served.get(version)(request, response, next);
  };
}

/**
 * The shell's config.json, read afresh on each request: a release switches a remote in it while
 * the dashboard is served, and the static server's view of a file is taken once, at start.
 */
function liveConfig(request, response) {
  const body = readFileSync(path.join(root, SHELL.folder, 'dist', 'config.json'));
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.end(request.method === 'HEAD' ? undefined : body);
}

function handlerFor(app, shellPolicy) {
  const isShell = app === SHELL;
  const files = staticFiles(path.join(root, app.folder, 'dist'), isShell);
  const releases = isShell ? undefined : releasesOf(app);
  return (request, response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (isShell) {
      response.setHeader('Content-Security-Policy', shellPolicy);
    } else {
      response.setHeader('Access-Control-Allow-Origin', '*');
    }
    const notFound = () => {
      response.statusCode = 404;
      response.end('Not found');
    };
    const pathname = request.url.split('?')[0];
    if (isShell && pathname === '/config.json') liveConfig(request, response);
    else if (releases && pathname.startsWith('/releases/')) releases(request, response, notFound);
    else files(request, response, notFound);
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
