/// <reference types="node" />
// Regenerates src/demo/data/*.json: `npm run demo:data -w shared-data`. The output is committed;
// demo-data.test.ts fails if it drifts from what the generator makes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTION_NAMES } from '../types/collections';
import { generateDemoData } from './generate-demo-data';

const data = generateDemoData();
for (const collection of COLLECTION_NAMES) {
  writeFileSync(
    join(__dirname, 'data', `${collection}.json`),
    `${JSON.stringify(data[collection])}\n`,
  );
  console.log(`${collection}: ${data[collection].length}`);
}
