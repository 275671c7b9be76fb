import { importFamilies } from './import-families';

const row = (fullname: string, phoneNo: string, parentEmail = '') => ({
  fullname,
  phoneNo,
  parentEmail,
});

describe('importFamilies', () => {
  it("joins a family by its phone, founds one for rows sharing a phone, or with the school's own", () => {
    const result = importFamilies(
      [
        row('Okafor Ada', '08031111111'),
        row('Bello Musa', '08032222222', 'bello@example.com'),
        row('Bello Sani', ' 08032222222 '),
        row('Eze Chioma', '08033333333'),
        row('Obi Tobi', '08034444444'),
      ],
      [{ _id: 'okafor', phoneNo: '08031111111', children: 2 }],
      [{ _id: 'eze-ngozi', ...row('Eze Ngozi', '08033333333', 'eze@example.com') }],
    );
    expect(result.rows).toEqual([
      { familyId: 'okafor' },
      { founded: 0 },
      { founded: 0 },
      { founded: 1 },
      null,
    ]);
    expect(result.founded).toEqual([
      {
        name: 'Bello family',
        phoneNo: '08032222222',
        parentEmail: 'bello@example.com',
        studentIds: [],
      },
      {
        name: 'Eze family',
        phoneNo: '08033333333',
        parentEmail: 'eze@example.com',
        studentIds: ['eze-ngozi'],
      },
    ]);
  });

  it('leaves alone a phone shared past the size of a family, and a family it would overfill', () => {
    const many = Array.from({ length: 21 }, (_, n) => row(`Pupil ${n}`, '00000000000'));
    const full = [row('Okafor Emeka', '08031111111')];
    expect(importFamilies(many, [], []).founded).toEqual([]);
    expect(
      importFamilies(full, [{ _id: 'okafor', phoneNo: '08031111111', children: 20 }], []).rows,
    ).toEqual([null]);
  });
});
