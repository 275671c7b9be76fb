// The test suites need three things npm does not install: Debian's Chromium for the browser tests,
// PostgreSQL 15 for the API's second database engine, and nginx for the production start
// (docs/deploy.md). As root (CI, fresh machines) this installs
// them with apt-get; otherwise it stops and prints the exact command to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needs = [
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { pkg: 'postgresql', present: () => existsSync('/usr/lib/postgresql/15/bin/initdb') },
  { pkg: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
];

const missing = needs.filter((need) => !need.present()).map((need) => need.pkg);
if (missing.length === 0) process.exit(0);

const command = ['apt-get', 'install', '-y', '--no-install-recommends', ...missing];
if (process.getuid?.() !== 0) {
  console.error(`The tests need ${missing.join(', ')} from Debian. Install with:`);
  console.error(`  sudo apt-get update && sudo ${command.join(' ')}`);
  process.exit(1);
}

console.log(`Installing ${missing.join(', ')} from Debian…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
execFileSync(command[0], command.slice(1), { stdio: 'inherit', env });
