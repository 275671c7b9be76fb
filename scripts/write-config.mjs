// The shell's config.json, written into its build from the environment (runtime-config.cjs: API_URL,
// MFE_<NAME>_URL, the provider's public key), each remote pointed at its live release; and the
// Content-Security-Policy the shell's pages must be served with, made from the same config.
// `npm start` writes it on each start; a production release runs it after `npm run build`
// (docs/deploy.md#build-a-release):
//   npm run config         write config.json and print the policy
//   npm run config -- --csp  print only the policy of the config.json written (for the proxy's
//                            SHELL_CSP), leaving it as it is
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withLiveReleases } from './release.mjs';

const require = createRequire(import.meta.url);
const { runtimeConfig } = require('./config/runtime-config.cjs');
const { contentSecurityPolicy } = require('./config/content-security-policy.cjs');
const { SHELL } = require('./apps.cjs');
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export const shellConfigFile = path.join(root, SHELL.folder, 'dist', 'config.json');

/** Writes config.json for `env`; answers it and the shell's policy. */
export function writeShellConfig(env = process.env) {
  // A remote switched to a release stays on it across restarts (see release.mjs).
  const config = withLiveReleases(runtimeConfig(env));
  writeFileSync(shellConfigFile, `${JSON.stringify(config, null, 2)}\n`);
  return { config, policy: contentSecurityPolicy(config) };
}

/**
 * The policy of the config.json a release wrote. Asked for at a later step (the proxy's), it reads
 * that file rather than the environment of the moment, which may lack the release's URLs: making
 * the policy anew would describe, and rewrite, a config the dashboard does not have.
 */
export function writtenShellPolicy() {
  let config;
  try {
    config = JSON.parse(readFileSync(shellConfigFile, 'utf8'));
  } catch {
    throw new Error(`No ${path.relative(root, shellConfigFile)} yet: run npm run config first.`);
  }
  return contentSecurityPolicy(config);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    if (process.argv.includes('--csp')) {
      console.log(writtenShellPolicy());
    } else {
      const { policy } = writeShellConfig();
      console.log(`Wrote ${path.relative(root, shellConfigFile)}.\nShell policy: ${policy}`);
    }
  } catch (error) {
    console.error(error.message ?? error);
    process.exitCode = 1;
  }
}
