import type { AnyObjectSchema } from 'yup';
import {
  loginBodySchema,
  loginSchema,
  resendMailBodySchema,
  resetPasswordBodySchema,
  resetPasswordRequestBodySchema,
  signupBodySchema,
  signupSchema,
  verificationCodeSchema,
  verifyEmailBodySchema,
} from './auth-schemas';
import { validateBody } from '../rules/validate-body';

function fieldsOf(schema: AnyObjectSchema, value: unknown): Record<string, string> {
  const result = validateBody(schema, value);
  return 'fields' in result ? result.fields : {};
}

describe('loginSchema', () => {
  it('requires both fields with the decided messages', () => {
    expect(fieldsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(fieldsOf(loginSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
  });
});

describe('signupSchema', () => {
  const valid = {
    firstname: 'Obi',
    lastname: 'Eze',
    email: 'chidi@example.com',
    phone: '0803123456',
    password: 'abcdefgh',
    password2: 'abcdefgh',
  };

  it('accepts values at the lower bounds', () => {
    expect(fieldsOf(signupSchema, valid)).toEqual({});
  });

  it.each([
    ['firstname', '', 'First name is required'],
    ['firstname', 'Ob', 'Minimum of 3 characters'],
    ['firstname', 'x'.repeat(21), 'Maximum of 20 characters'],
    ['lastname', '', 'Last name is required'],
    ['lastname', 'Ez', 'Minimum of 3 characters'],
    ['email', '', 'Email is required'],
    ['phone', '', 'Phone number is required'],
    ['phone', '080312345', 'Minimum of 10 characters'],
    ['phone', '0'.repeat(17), 'Maximum of 16 characters'],
    ['password', '', 'Password is required'],
    ['password', 'abcdefg', 'Minimum of 8 characters'],
    ['password', 'x'.repeat(129), 'Maximum of 128 characters'],
  ])('%s = %p → %s', (field, value, message) => {
    const values = { ...valid, [field]: value };
    expect(fieldsOf(signupSchema, values)[field]).toBe(message);
  });

  it('asks to verify the password, then to match it', () => {
    expect(fieldsOf(signupSchema, { ...valid, password2: '' }).password2).toBe('Verify password');
    expect(fieldsOf(signupSchema, { ...valid, password2: 'abcdefgi' }).password2).toBe(
      "Passwords don't match",
    );
  });

  it('accepts the upper bounds', () => {
    const long = { firstname: 'x'.repeat(20), phone: '0'.repeat(16), password: 'p'.repeat(128) };
    expect(fieldsOf(signupSchema, { ...valid, ...long, password2: 'p'.repeat(128) })).toEqual({});
  });
});

describe('verificationCodeSchema', () => {
  it.each([
    ['12345', 'Code must be 6 characters'],
    ['1234567', 'Code must be 6 characters'],
    ['', 'Code is required'],
  ])('%p → %s', (code, message) => {
    expect(fieldsOf(verificationCodeSchema, { code }).code).toBe(message);
  });

  it('accepts six characters', () => {
    expect(fieldsOf(verificationCodeSchema, { code: '123456' })).toEqual({});
  });
});

describe('auth bodies', () => {
  it('signup body uses the signup rules and checks the e-mail format', () => {
    const body = {
      firstname: 'Chidi',
      lastname: 'Okafor',
      email: 'chidi@example.com',
      phone: '08031234567',
      password: 'abcdefgh',
    };
    expect(validateBody(signupBodySchema, body)).toEqual({ value: body });
    expect(fieldsOf(signupBodySchema, { ...body, firstname: 'Ch', email: 'chidi' })).toEqual({
      firstname: 'Minimum of 3 characters',
      email: 'Email is invalid',
    });
    expect(fieldsOf(signupBodySchema, { ...body, _id: 'x' })).toEqual({
      _id: 'Unknown field: _id',
    });
  });

  it('login body requires both fields and refuses extras', () => {
    expect(fieldsOf(loginBodySchema, { email: 'a@b.co', password: 'x', remember: true })).toEqual({
      remember: 'Unknown field: remember',
    });
    expect(fieldsOf(loginBodySchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('verify body takes exactly six digits', () => {
    const ok = { email: 'a@b.co', code: '012345' };
    expect(validateBody(verifyEmailBodySchema, ok)).toEqual({ value: ok });
    expect(fieldsOf(verifyEmailBodySchema, { ...ok, code: '12345a' }).code).toBe(
      'Code must be 6 digits',
    );
    expect(fieldsOf(verifyEmailBodySchema, { ...ok, code: '1234567' }).code).toBe(
      'Code must be 6 digits',
    );
  });

  it('resend and reset-request bodies take a well-formed e-mail only', () => {
    for (const schema of [resendMailBodySchema, resetPasswordRequestBodySchema]) {
      expect(validateBody(schema, { email: 'a@b.co' })).toEqual({ value: { email: 'a@b.co' } });
      expect(fieldsOf(schema, { email: 'x'.repeat(250) + '@b.co' }).email).toBe(
        'Email must not exceed 254 characters',
      );
    }
  });

  it.each<[string, AnyObjectSchema, object]>([
    ['signup', signupBodySchema, { firstname: 'Obi', lastname: 'Eze', phone: '08031234567' }],
    ['reset', resetPasswordBodySchema, { code: '123456' }],
  ])('%s: a new password takes 8 to 128 characters, 7 and 129 are refused', (_, schema, rest) => {
    const withPassword = (length: number) =>
      fieldsOf(schema, { ...rest, email: 'a@b.co', password: 'p'.repeat(length) });
    expect(withPassword(7)).toEqual({ password: 'Minimum of 8 characters' });
    expect(withPassword(8)).toEqual({});
    expect(withPassword(128)).toEqual({});
    expect(withPassword(129)).toEqual({ password: 'Maximum of 128 characters' });
  });

  it('login takes any password that was typed, so older short ones still sign in', () => {
    for (const password of ['x', 'abcde', 'p'.repeat(128)]) {
      expect(fieldsOf(loginBodySchema, { email: 'a@b.co', password })).toEqual({});
    }
    expect(fieldsOf(loginBodySchema, { email: 'a@b.co', password: 'p'.repeat(129) })).toEqual({
      password: 'Maximum of 128 characters',
    });
  });
});
