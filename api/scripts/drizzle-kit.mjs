// Runs drizzle-kit (hoisted to the root node_modules) so that it finds the drizzle-orm installed in
// api/node_modules: ESM imports go through a resolve hook, CommonJS requires through NODE_PATH.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const apiDir = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(apiDir, 'package.json'));
const kitBin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hooks = new URL('./drizzle-kit-hooks.mjs', import.meta.url).href;

const result = spawnSync(process.execPath, ['--import', hooks, kitBin, ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: join(apiDir, 'node_modules') },
});
process.exit(result.status ?? 1);
