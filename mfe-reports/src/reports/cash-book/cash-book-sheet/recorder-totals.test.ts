import { recorderTotals } from './recorder-totals';

const ADA = 'Ada Obi <ada@school.ng>';
const BAYO = 'Bayo Ade <bayo@school.ng>';

describe('recorderTotals', () => {
  it("counts and adds up each recorder's payments to the kobo, by name", () => {
    expect(
      recorderTotals([
        { recordedBy: BAYO, amount: 0.1, voided: false },
        { recordedBy: ADA, amount: 15000, voided: false },
        { recordedBy: BAYO, amount: 0.2, voided: false },
        { recordedBy: ADA, amount: 2500.55, voided: false },
      ]),
    ).toEqual([
      { recordedBy: ADA, count: 2, amount: 17500.55 },
      { recordedBy: BAYO, count: 2, amount: 0.3 },
    ]);
  });

  it('leaves void payments out, and a recorder with only void ones', () => {
    expect(
      recorderTotals([
        { recordedBy: ADA, amount: 15000, voided: false },
        { recordedBy: ADA, amount: 9000, voided: true },
        { recordedBy: BAYO, amount: 4000, voided: true },
      ]),
    ).toEqual([{ recordedBy: ADA, count: 1, amount: 15000 }]);
  });

  it('has nobody for a day with no counted payment', () => {
    expect(recorderTotals([])).toEqual([]);
  });
});
