import { chargeChangeLine, studentChanges, type StudentFacts } from './student-change';

const ada: StudentFacts = {
  fullname: 'Okafor Ada',
  age: 9,
  sex: 'Female',
  phoneNo: '08031234567',
  parentEmail: '',
  classroom: 'Primary1',
  discount: 0,
  optionalItems: ['School bus', 'Lunch'],
  family: '',
};

describe('studentChanges', () => {
  it('names each changed field with its value before and after, in the form’s order', () => {
    expect(
      studentChanges(ada, {
        ...ada,
        fullname: 'Okafor Adaeze',
        classroom: 'Primary2',
        discount: 100,
        optionalItems: [],
        family: 'Okafor family',
      }),
    ).toBe(
      'Name Okafor Ada → Okafor Adaeze, Class Primary1 → Primary2, Discount 0% → 100%, ' +
        'Optional items School bus; Lunch → none, Family none → Okafor family',
    );
  });

  it('says nothing of an edit that changes nothing', () => {
    expect(studentChanges(ada, { ...ada, optionalItems: ['School bus', 'Lunch'] })).toBe('');
  });
});

describe('chargeChangeLine', () => {
  it.each([
    ['Discount 0% → 100%', 25_000, 0, 'Discount 0% → 100%: NGN 25,000 → NGN 0 owed'],
    [
      'Class Primary2 → Primary1',
      5_000,
      -2_500.5,
      'Class Primary2 → Primary1: NGN 5,000 → NGN 2,500.50 credit',
    ],
    ['', -1_000, 4_000, 'NGN 1,000 credit → NGN 4,000 owed'],
  ])('%s, %p → %p', (changes, before, after, line) => {
    expect(chargeChangeLine(changes, before, after)).toBe(line);
  });
});
