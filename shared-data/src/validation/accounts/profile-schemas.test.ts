import type { AnyObjectSchema } from 'yup';
import { adminPasswordSchema, deleteBodySchema } from './password-schemas';
import { profileBodySchema, profileSchema } from './profile-schemas';
import { validateBody } from '../rules/validate-body';

function fieldsOf(schema: AnyObjectSchema, value: unknown): Record<string, string> {
  const result = validateBody(schema, value);
  return 'fields' in result ? result.fields : {};
}

describe('profileSchema', () => {
  const valid = { firstname: 'Ada', lastname: 'Obi', phone: '+234803123' };

  it('accepts the lower bounds', () => {
    expect(fieldsOf(profileSchema, valid)).toEqual({});
  });

  it.each([
    ['firstname', '', 'First name is required'],
    ['firstname', 'Ad', 'Minimum of 3 characters'],
    ['firstname', 'x'.repeat(21), 'Maximum of 20 characters'],
    ['lastname', '', 'Last name is required'],
    ['lastname', 'x'.repeat(21), 'Maximum of 20 characters'],
    ['phone', '', 'Phone number is required'],
    ['phone', '+23480312', 'Minimum of 10 characters'],
    ['phone', '+2348031234567890', 'Maximum of 16 characters'],
  ])('%s = %p → %s', (field, value, message) => {
    expect(fieldsOf(profileSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it('body carries the password and refuses the e-mail', () => {
    const body = { firstname: 'Ada', lastname: 'Obi', phone: '+2348031234567', password: 'p' };
    expect(validateBody(profileBodySchema, body)).toEqual({ value: body });
    expect(fieldsOf(profileBodySchema, { ...body, email: 'a@b.co', password: '' })).toEqual({
      email: 'Unknown field: email',
      password: 'Password is required.',
    });
  });
});

describe('admin password', () => {
  it('requires a password with the modal message', () => {
    expect(fieldsOf(adminPasswordSchema, { password: '' })).toEqual({
      password: 'Password is required.',
    });
    expect(fieldsOf(adminPasswordSchema, { password: 'x' })).toEqual({});
  });

  it('bounds the password on delete bodies', () => {
    expect(fieldsOf(deleteBodySchema, { password: 'x'.repeat(129) })).toEqual({
      password: 'Maximum of 128 characters',
    });
    expect(fieldsOf(deleteBodySchema, { password: 'x'.repeat(128) })).toEqual({});
  });
});
