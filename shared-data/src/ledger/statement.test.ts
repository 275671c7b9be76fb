import { studentMoney } from './balance';
import { chargesTotalKobo } from './charges/charges';
import { buildStatement, type StatementTermInput } from './statement';

const fee = (amountKobo: number) => [{ name: 'Class fee', amountKobo }];
const paid = (_id: string, amountKobo: number, receivedOn: string) => ({
  _id,
  amountKobo,
  method: 'cash',
  receivedOn,
});

const terms: StatementTermInput[] = [
  {
    termId: 't1',
    session: '2026/2027',
    name: 'First term',
    charges: fee(4_000_000),
    payments: [paid('p1', 2_500_000, '2026-09-10'), paid('p2', 500_000, '2026-11-02')],
  },
  {
    termId: 't2',
    session: '2026/2027',
    name: 'Second term',
    charges: [...fee(4_000_000), { name: 'School bus', amountKobo: 1_500_000 }],
    payments: [paid('p3', 7_000_000, '2027-01-12')],
  },
  { termId: 't3', session: '2026/2027', name: 'Third term', charges: fee(4_000_000), payments: [] },
];

describe('buildStatement', () => {
  it('runs the balance from term to term, arrears and credit alike', () => {
    const statement = buildStatement(terms);
    expect(statement.terms.map((term) => [term.broughtForwardKobo, term.balanceKobo])).toEqual([
      [0, 1_000_000],
      [1_000_000, -500_000],
      [-500_000, 3_500_000],
    ]);
    expect(statement.balanceKobo).toBe(3_500_000);
  });

  it('ends at the balance studentMoney gives for the same ledger', () => {
    const ledger = terms.map((term) => ({
      chargesKobo: chargesTotalKobo(term.charges),
      paidKobo: term.payments.reduce((total, payment) => total + payment.amountKobo, 0),
    }));
    const current = ledger.pop()!;
    expect(buildStatement(terms).balanceKobo).toBe(studentMoney(ledger, current).balanceKobo);
  });

  it('is empty for a student charged in no term', () => {
    expect(buildStatement([])).toEqual({ terms: [], balanceKobo: 0 });
  });
});
