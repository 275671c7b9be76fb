import { classNames } from './class-names';

describe('classNames', () => {
  it('joins truthy names and drops the rest', () => {
    expect(classNames('a', false, undefined, 'b', null, '')).toBe('a b');
  });

  it('gives an empty string when nothing applies', () => {
    expect(classNames(false, undefined)).toBe('');
  });
});
