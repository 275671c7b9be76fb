import { CLASS_PRESETS, presetClassOptions } from './school-records/class-presets';
import { SCHOOL_LEVEL_LABELS, SCHOOL_LEVELS } from './school-records/levels';
import { pageNameOf, pageTitle } from './page-title';

describe('school levels', () => {
  it("stores the original product's spelling and shows the correct word", () => {
    expect(SCHOOL_LEVELS).toEqual(['Primary', 'Secondary', 'Tetiary', 'Other']);
    expect(SCHOOL_LEVEL_LABELS.Tetiary).toBe('Tertiary');
  });
});

describe('class presets', () => {
  it('lists the preset names per level, lowercased for the dropdown', () => {
    expect(presetClassOptions('Secondary')).toEqual([
      'jss1',
      'jss2',
      'jss3',
      'sss1',
      'sss2',
      'sss3',
    ]);
    expect(presetClassOptions('Tetiary')).toEqual(['year1', 'year2', 'year3', 'year4', 'year5']);
    expect(CLASS_PRESETS.Primary).toHaveLength(11);
    expect(CLASS_PRESETS.Primary[0]).toBe('Creche');
    expect(CLASS_PRESETS.Primary[10]).toBe('Primary6');
  });

  it('offers every preset to an Other school', () => {
    expect(CLASS_PRESETS.Other).toHaveLength(11 + 6 + 5);
  });
});

describe('pageTitle', () => {
  it("reads 'Fees Manager | {page}'", () => {
    expect(pageTitle('Schools')).toBe('Fees Manager | Schools');
  });
});

describe('pageNameOf', () => {
  it.each([
    ['/', 'Home'],
    ['/login', 'Login'],
    ['/schools', 'Schools'],
    ['/schools/register', 'Register School'],
    ['/schools/64f0a1/', 'School'],
    ['/classrooms/64f0a1/edit', 'Edit Classroom'],
    ['/students/import', 'Import Students'],
    ['/students/64f0a1', 'Student'],
    ['/payments/create', 'Make Payment'],
    ['/payments/64f0a1', 'Payment'],
    ['/pay/AbC-_1', 'Pay Fees'],
    ['/pay/family/AbC-_1', 'Pay Fees'],
  ])('names %p %p', (path, name) => {
    expect(pageNameOf(path)).toBe(name);
  });

  it('names no page the dashboard does not have', () => {
    expect(pageNameOf('/nowhere')).toBeUndefined();
    expect(pageNameOf('/students/64f0a1/edit/more')).toBeUndefined();
  });
});
