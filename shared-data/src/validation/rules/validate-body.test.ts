import { deleteBodySchema } from '../accounts/password-schemas';
import { studentUpdateBodySchema } from '../school-records/student-schemas';
import { validateBody } from './validate-body';

describe('validateBody', () => {
  it.each([null, 'text', 42, ['password']])('refuses a body that is not an object: %p', (body) => {
    expect(validateBody(deleteBodySchema, body)).toEqual({
      message: 'Body must be a JSON object',
      fields: {},
    });
  });

  it('reports every failing field at once, with the first message as the summary', () => {
    expect(validateBody(deleteBodySchema, { password: '', ownerId: 'u1' })).toEqual({
      message: 'Password is required.',
      fields: { password: 'Password is required.', ownerId: 'Unknown field: ownerId' },
    });
  });

  it('fills defaults in the returned value', () => {
    const body = {
      fullname: 'Okafor Chidi',
      age: 9,
      sex: 'Male',
      phoneNo: '08031234567',
      classroom: 'class-1',
      password: 'secret',
    };
    expect(validateBody(studentUpdateBodySchema, body)).toEqual({
      value: { ...body, discount: 0 },
    });
  });

  it('never throws on hostile shapes', () => {
    const result = validateBody(deleteBodySchema, { password: { $gt: '' } });
    expect(result).toEqual({
      message: 'password must be text',
      fields: { password: 'password must be text' },
    });
  });
});
