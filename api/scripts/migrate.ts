// Brings the database up to this release's migrations and stops: the release step of
// docs/deploy.md#migrations, run once before the API processes restart.
//   DATABASE_URL=postgres://… npm run migrate -w @fees/api
// Without DATABASE_URL it migrates the embedded database under FEES_DATA_DIR (default .data).
// Processes migrating at once take turns on a PostgreSQL advisory lock, so a second run, or an API
// process starting meanwhile, finds the work done.
import { join, resolve } from 'node:path';
import process from 'node:process';
import { openDatabase } from '../src/db/client';
import { REPO_ROOT } from '../src/plugins/env';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = resolve(REPO_ROOT, process.env.FEES_DATA_DIR?.trim() || '.data');
const database = await openDatabase({ databaseUrl, pgliteDir: join(dataDir, 'db'), poolSize: 2 });
await database.close();
console.log(`Migrated ${databaseUrl ? 'the PostgreSQL database' : join(dataDir, 'db')}.`);
