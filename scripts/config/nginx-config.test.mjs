import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { NGINX_TEMPLATE, nginxMainConfig, renderNginxTemplate } from './nginx-config.mjs';

const template = readFileSync(NGINX_TEMPLATE, 'utf8');
const code = template
  .split('\n')
  .filter((line) => !line.trimStart().startsWith('#'))
  .join('\n');
const used = [...new Set([...code.matchAll(/\$\{([A-Z_]+)\}/g)].map((match) => match[1]))].sort();

test('the envsubst command in deploy/nginx.conf names every variable the template uses', () => {
  const header = template.slice(0, template.indexOf('upstream'));
  const command = /envsubst '([^']*)'/.exec(header.replace(/\n#\s*/g, ' '));
  assert.ok(command, 'the header shows the envsubst command');
  const named = [...command[1].matchAll(/\$\{([A-Z_]+)\}/g)].map((match) => match[1]).sort();
  assert.deepEqual(named, used);
  for (const name of used) assert.match(header, new RegExp(`^# ${name}\\s`, 'm'), name);
});

test("deploy/nginx.conf filled in is a configuration Debian's nginx accepts", (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fees-nginx-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  const site = path.join(dir, 'fees.conf');
  writeFileSync(
    site,
    renderNginxTemplate({
      SERVER_NAME: 'fees.example.ng',
      PUBLIC_ORIGIN: 'https://fees.example.ng',
      HTTP_PORT: '8080',
      HTTPS_PORT: '8443',
      TLS_CERT: path.join(dir, 'cert.pem'),
      TLS_KEY: path.join(dir, 'key.pem'),
      FEES_DIR: '/srv/fees/current',
      RELEASES_DIR: '/srv/fees/releases',
      API_SERVERS: 'server 127.0.0.1:4001 max_fails=0; server 127.0.0.1:4002 max_fails=0;',
      SHELL_CSP: "default-src 'self'",
    }),
  );
  writeFileSync(path.join(dir, 'nginx.conf'), nginxMainConfig(dir, site));
  const checked = spawnSync(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-t'],
    { encoding: 'utf8' },
  );
  assert.equal(checked.status, 0, checked.stderr);
  assert.throws(() => renderNginxTemplate({}), /deploy\/nginx.conf needs /);
});
