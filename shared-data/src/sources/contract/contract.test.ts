/// <reference types="node" />
// Every contract suite against the guest's BrowserSource, and the check that each DataSource method
// has a case: the guest's source records what the cases call (docs/testing.md#the-contract-suite).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { calledMethods, guestSchool } from '../../testing/contract/contract-schools';
import { CONTRACT_SUITES } from '../../testing/contract/contract-suites';

/** The methods `interface DataSource` declares, optional ones too, read from its source. */
function dataSourceMethods(): string[] {
  const file = join(__dirname, '..', 'data-source.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const methods: string[] = [];
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'DataSource') return;
    for (const member of node.members) {
      if (ts.isMethodSignature(member)) methods.push(member.name.getText(source));
    }
  });
  return methods;
}

for (const [suite, cases] of Object.entries(CONTRACT_SUITES)) {
  describe(`${suite}, guest (BrowserSource)`, () => {
    for (const [name, run] of Object.entries(cases)) {
      it(name, async () => run(await guestSchool()));
    }
  });
}

describe('the contract suite', () => {
  it('reads the DataSource methods from the interface', () => {
    expect(dataSourceMethods()).toEqual(
      expect.arrayContaining(['list', 'remove', 'simulateTransfer', 'updateProfile']),
    );
  });

  it('runs every suite against the API too, each in an account file of its own', () => {
    const suitesIn = (file: string) =>
      [...readFileSync(join(__dirname, file), 'utf8').matchAll(/import \{ (\w+_CASES) \}/g)].map(
        ([, name]) => name,
      );
    const accountRuns = readdirSync(__dirname)
      .filter((file) => file.endsWith('.account.test.ts'))
      .flatMap(suitesIn);
    const listed = suitesIn('../../testing/contract/contract-suites.ts');
    expect(listed).toHaveLength(Object.keys(CONTRACT_SUITES).length);
    expect(accountRuns.sort()).toEqual(listed.sort());
  });

  // Runs after every case above: Jest runs a file's tests in the order they are declared.
  it('calls every DataSource method in some case', () => {
    const uncalled = dataSourceMethods().filter((method) => !calledMethods.has(method));
    expect(uncalled).toEqual([]);
  });
});
