// deploy/nginx.conf filled in, and the main file that runs it as an unprivileged user: what
// `npm run start:prod` serves with (docs/deploy.md#the-proxy).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NGINX_TEMPLATE = path.join(root, 'deploy', 'nginx.conf');

/** Fills in deploy/nginx.conf as envsubst would, refusing a variable left unnamed. */
export function renderNginxTemplate(values, template = readFileSync(NGINX_TEMPLATE, 'utf8')) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf needs ${name}`);
    return values[name];
  });
}

/** nginx's main file: the filled-in template inside an http block, everything in `dir`. */
export function nginxMainConfig(dir, site) {
  // As root nginx would hand its workers to `nobody`, which cannot read this folder.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`)
    .join('\n');
  return `${user}worker_processes 2;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events {
    worker_connections 1024;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log ${path.join(dir, 'access.log')};
${temp}
    include ${site};
}
`;
}
