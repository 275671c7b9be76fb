import { render, screen } from '@testing-library/react';
import { NextTermSummary } from './next-term-summary';

describe('NextTermSummary', () => {
  it('says who is charged next term and what they carry into it', () => {
    render(
      <NextTermSummary
        preview={{
          closing: 'term-1',
          session: '2026/2027',
          name: 'Third term',
          startsSession: false,
          students: 120,
          classes: [{ _id: 'p6', students: 120 }],
          arrears: { students: 31, amount: 912500 },
          credit: { students: 1, amount: 5000 },
        }}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '120 students will be charged for Third term 2026/2027.',
      '31 students carry NGN 912,500 of arrears into it.',
      '1 student carries NGN 5,000 of credit into it.',
    ]);
  });
});

describe('NextTermSummary with nothing carried', () => {
  it('says nobody carries arrears or credit', () => {
    render(
      <NextTermSummary
        preview={{
          closing: 'term-1',
          session: '2027/2028',
          name: 'First term',
          startsSession: true,
          students: 1,
          classes: [{ _id: 'p5', students: 1 }],
          arrears: { students: 0, amount: 0 },
          credit: { students: 0, amount: 0 },
        }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 student will be charged for First term 2027/2028.',
      'Nobody carries arrears into it.',
      'Nobody carries a credit into it.',
    ]);
  });
});

describe('NextTermSummary at a new session', () => {
  it('charges the students the promotion table keeps, and says how many leave', () => {
    const preview = {
      closing: 'term-1',
      session: '2027/2028',
      name: 'First term' as const,
      startsSession: true,
      students: 90,
      classes: [
        { _id: 'p5', students: 75 },
        { _id: 'p6', students: 15 },
      ],
      arrears: { students: 0, amount: 0 },
      credit: { students: 0, amount: 0 },
    };
    const { rerender } = render(
      <NextTermSummary preview={preview} promotions={{ p5: 'p6', p6: null }} />,
    );
    const lines = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines().slice(0, 2)).toEqual([
      '75 students will be charged for First term 2027/2028.',
      '15 students leave the school, keeping their balances; they are charged nothing more.',
    ]);
    rerender(<NextTermSummary preview={preview} promotions={{ p5: 'p6' }} />);
    expect(lines()[0]).toBe('90 students will be charged for First term 2027/2028.');
    expect(lines()).toHaveLength(3);
  });
});
