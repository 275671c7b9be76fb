import path from 'node:path';

/** The repository's root folder. */
export const root = path.resolve(__dirname, '..', '..');

/** Where `npm run bench` writes its report. */
export const resultsDir = path.join(root, 'bench', 'results');
