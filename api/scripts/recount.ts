// Recounts every figure of the database DATABASE_URL names from the fee ledger and lists any that
// differs from the running figures the writes keep (docs/terms.md#writes-keep-running-figures).
//   DATABASE_URL=postgres://… npm run recount -w @fees/api
import process from 'node:process';
import { recountDatabase } from '../src/terms';

const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl) {
  console.error('Set DATABASE_URL to the database to recount.');
  process.exit(2);
}
const differences = await recountDatabase(databaseUrl);
for (const difference of differences) console.log(difference);
console.log(
  differences.length === 0
    ? 'Every figure agrees with the ledger.'
    : `${differences.length} figures differ from the ledger.`,
);
process.exitCode = differences.length === 0 ? 0 : 1;
