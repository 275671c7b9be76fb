import { dueSentence } from './due-sentence';
import { studentUnmet, unmetParts, familyUnmet } from './due-now';

const OPENED = '2027-01-05';
const SIXTY_FORTY = [
  { dueOn: '2027-01-15', percent: 60 },
  { dueOn: '2027-02-12', percent: 40 },
];
const money = (broughtForwardKobo: number, chargesKobo: number, paidKobo: number) => ({
  broughtForwardKobo,
  chargesKobo,
  paidKobo,
});

describe('unmetParts', () => {
  it('lets what was paid meet the earliest part first and leaves out parts fully met', () => {
    expect(unmetParts(money(0, 10_000_000, 7_000_000), SIXTY_FORTY, OPENED)).toEqual([
      { dueOn: '2027-02-12', amountKobo: 3_000_000 },
    ]);
    expect(unmetParts(money(0, 10_000_000, 2_000_000), SIXTY_FORTY, OPENED)).toEqual([
      { dueOn: '2027-01-15', amountKobo: 4_000_000 },
      { dueOn: '2027-02-12', amountKobo: 4_000_000 },
    ]);
  });

  it('puts arrears on the opening day, before the plan, and spends a credit first', () => {
    expect(unmetParts(money(1_500_000, 10_000_000, 0), SIXTY_FORTY, OPENED)).toEqual([
      { dueOn: OPENED, amountKobo: 1_500_000 },
      { dueOn: '2027-01-15', amountKobo: 6_000_000 },
      { dueOn: '2027-02-12', amountKobo: 4_000_000 },
    ]);
    expect(unmetParts(money(-2_000_000, 10_000_000, 0), SIXTY_FORTY, OPENED)[0]).toEqual({
      dueOn: '2027-01-15',
      amountKobo: 4_000_000,
    });
  });

  it('counts arrears and a part due the day the term opened as one day', () => {
    expect(
      unmetParts(money(1_500_000, 10_000_000, 500_000), [{ dueOn: OPENED, percent: 100 }], OPENED),
    ).toEqual([{ dueOn: OPENED, amountKobo: 11_000_000 }]);
  });

  it('is empty for a student paid up or ahead', () => {
    expect(unmetParts(money(0, 10_000_000, 12_000_000), SIXTY_FORTY, OPENED)).toEqual([]);
  });
});

describe('studentUnmet', () => {
  it('reads the figures a record has, under the default plan when none is given', () => {
    const figures = { broughtForwardKobo: 0, expectedKobo: 10_000_000, paidKobo: 2_500_000 };
    expect(studentUnmet(figures, null, OPENED)).toEqual([{ dueOn: OPENED, amountKobo: 7_500_000 }]);
  });
});

describe('familyUnmet', () => {
  it("adds the children's parts of the same day and keeps the days in order", () => {
    expect(
      familyUnmet([
        [
          { dueOn: '2027-01-15', amountKobo: 100 },
          { dueOn: '2027-02-12', amountKobo: 200 },
        ],
        [
          { dueOn: '2027-01-05', amountKobo: 50 },
          { dueOn: '2027-02-12', amountKobo: 25 },
        ],
      ]),
    ).toEqual([
      { dueOn: '2027-01-05', amountKobo: 50 },
      { dueOn: '2027-01-15', amountKobo: 100 },
      { dueOn: '2027-02-12', amountKobo: 225 },
    ]);
  });
});

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
