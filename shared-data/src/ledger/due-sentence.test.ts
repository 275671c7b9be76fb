import { dueSentence } from './due-sentence';

describe('dueSentence', () => {
  const twoParts = [
    { dueOn: '2027-01-15', amountKobo: 6_000_000 },
    { dueOn: '2027-02-12', amountKobo: 4_000_000 },
  ];

  it('says what is due by when, and what the rest is', () => {
    expect(dueSentence(twoParts, '2027-01-10')).toBe(
      'NGN 60,000 due by 15 January; the rest, NGN 40,000, by 12 February',
    );
  });

  it('says one part alone', () => {
    expect(dueSentence([{ dueOn: '2027-01-15', amountKobo: 10_000_000 }], '2027-01-10')).toBe(
      'NGN 100,000 due by 15 January',
    );
  });

  it('says a part was due once its day has passed, and still due by it on the day', () => {
    expect(dueSentence(twoParts, '2027-01-16')).toBe(
      'NGN 60,000 was due on 15 January; the rest, NGN 40,000, by 12 February',
    );
    expect(dueSentence(twoParts, '2027-01-15')).toBe(
      'NGN 60,000 due by 15 January; the rest, NGN 40,000, by 12 February',
    );
    expect(dueSentence(twoParts, '2027-03-01')).toBe(
      'NGN 60,000 was due on 15 January; the rest, NGN 40,000, was due on 12 February',
    );
  });

  it('names each part between the first and the rest', () => {
    const three = [
      { dueOn: '2027-01-15', amountKobo: 3_000_000 },
      { dueOn: '2027-02-12', amountKobo: 3_050_050 },
      { dueOn: '2027-03-12', amountKobo: 4_000_000 },
    ];
    expect(dueSentence(three, '2027-02-01')).toBe(
      'NGN 30,000 was due on 15 January; NGN 30,500.50 by 12 February; ' +
        'the rest, NGN 40,000, by 12 March',
    );
  });

  it('says nothing when nothing is unmet', () => {
    expect(dueSentence([], '2027-01-10')).toBeNull();
  });
});
