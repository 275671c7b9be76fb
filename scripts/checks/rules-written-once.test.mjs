// The ledger's rules are written once per side (docs/terms.md#a-students-figures): shared-data's
// ledger/balance.ts and format/money/receipt-number.ts for TS, api/src/ledger/counted-payments.ts for
// SQL. This reads every file of product code for the rules written out again by hand.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const TS_SIDE = [
  'shared-data/src/ledger/balance.ts',
  'shared-data/src/format/money/receipt-number.ts',
];
const SQL_SIDE = ['api/src/ledger/counted-payments.ts'];

const RULES = [
  {
    name: 'the balance (expected less paid)',
    pattern:
      /(totalFeesExpected|total_fees_expected|expectedKobo|chargesKobo)\w*\}?\)?\s*-\s*\$?\{?[\w.]*?(totalPaidFees|total_paid_fees|paidKobo)/,
    home: [...TS_SIDE, ...SQL_SIDE],
    example: 'balance: toNaira(row.totalFeesExpectedKobo - row.totalPaidFeesKobo),',
  },
  {
    name: 'what counts as paid',
    pattern:
      /status\s*[!=]==?\s*PAYMENT_STATUS\.paid|payments\.status,\s*(\[\s*)?PAYMENT_STATUS\.paid|\$\{payments\.status\}\s*(=|in)\s*\(?\$\{PAYMENT_STATUS\.paid/,
    home: [...TS_SIDE, ...SQL_SIDE],
    example: '.where(eq(payments.status, PAYMENT_STATUS.paid))',
  },
  {
    name: "the receipt number's padding",
    pattern: /\$\{prefix\}-|'-'\s*\|\||lpad\(/,
    home: [...TS_SIDE, ...SQL_SIDE],
    example: "receiptNo: `${prefix}-${String(sequence).padStart(6, '0')}`",
  },
];

/** Product code: the apps', the shared packages' and the API's sources, tests and fixtures aside. */
function productFiles() {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /^(api|shared-data|shared-ui|shell|mfe-[\w-]+)\/src\//.test(file))
    .filter((file) => !/\.test\.tsx?$|\/testing\//.test(file));
}

for (const rule of RULES) {
  test(`${rule.name} is written only where it lives`, () => {
    assert.match(rule.example, rule.pattern, 'the search finds the rule written out');
    const found = [];
    for (const file of productFiles()) {
      if (rule.home.includes(file)) continue;
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (rule.pattern.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    assert.deepEqual(found, [], `read it from ${rule.home.join(' or ')} instead`);
  });
}
