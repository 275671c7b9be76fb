/// <reference types="node" />
// Regenerates src/demo/data/*.json: `npm run demo:data -w shared-data`. The output is committed;
// demo-data.test.ts fails if it drifts from what the generator makes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEDGER_NAMES } from '../sources/guest-storage';
import { COLLECTION_NAMES } from '../types/collections';
import { generateDemoData } from './generate-demo-data';

/** feeItems → fee-items.json, as the repository names files. */
const fileName = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const data = generateDemoData();
for (const name of [...COLLECTION_NAMES, ...LEDGER_NAMES, 'families'] as const) {
  writeFileSync(
    join(__dirname, 'data', `${fileName(name)}.json`),
    `${JSON.stringify(data[name])}\n`,
  );
  console.log(`${name}: ${data[name].length}`);
}
