import { joinFullname, splitFullname } from './fullname';

describe('student full names', () => {
  it('are stored last name first and split back the same way', () => {
    const fullname = joinFullname(' Ada ', 'Okafor');
    expect(fullname).toBe('Okafor Ada');
    expect(splitFullname(fullname)).toEqual({ firstName: 'Ada', lastName: 'Okafor' });
  });

  it('keep a first name of several words together', () => {
    expect(splitFullname(joinFullname('Mary Jane', 'Adeyemi'))).toEqual({
      firstName: 'Mary Jane',
      lastName: 'Adeyemi',
    });
  });

  it('read a single word as the last name', () => {
    expect(splitFullname('Okafor')).toEqual({ firstName: '', lastName: 'Okafor' });
  });
});
