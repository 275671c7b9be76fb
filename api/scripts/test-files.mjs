// Imports the test files it is given, in one process: their tests run one after another, as they
// would each in a process of their own (run-tests.mjs says why they share one).
//   node --import tsx scripts/test-files.mjs src/a.test.ts src/b.test.ts
import { resolve } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) await import(pathToFileURL(resolve(file)).href);
