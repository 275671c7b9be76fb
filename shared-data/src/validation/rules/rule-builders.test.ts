import { signupBodySchema, signupSchema } from '../accounts/auth-schemas';
import { paymentInitializeBodySchema } from '../money/payment-schemas';
import { CONTROL_CHARACTERS_MESSAGE } from './rule-builders';
import { schoolBodySchema, schoolSchema } from '../school-records/school-schemas';
import { studentImportBodySchema } from '../school-records/student-schemas';
import { validateBody } from './validate-body';

const school = {
  name: 'Sunrise Academy',
  address: '12 Allen Avenue',
  level: 'Primary',
};
const schoolBody = { ...school, password: 'pw' };

function formError(values: Record<string, unknown>, path: string) {
  try {
    schoolSchema.validateSync(values, { abortEarly: false });
    return undefined;
  } catch (error) {
    return (error as { inner: Array<{ path: string; message: string }> }).inner.find(
      (problem) => problem.path === path,
    )?.message;
  }
}

describe('single-line text fields', () => {
  it('a value of spaces is empty: the required message, in forms and in API bodies', () => {
    expect(formError({ ...school, name: '     ' }, 'name')).toBe('School name is required');
    expect(validateBody(schoolBodySchema, { ...schoolBody, name: '     ' })).toMatchObject({
      fields: { name: 'School name is required' },
    });
  });

  it('length is checked after trimming, and the trimmed value is what is kept', () => {
    expect(formError({ ...school, name: '   abc   ' }, 'name')).toBe('Minimum of 5 characters');
    expect(schoolSchema.cast({ ...school, name: '  Sunrise  ' }).name).toBe('Sunrise');
    expect(validateBody(schoolBodySchema, { ...schoolBody, name: '  Sunrise  ' })).toEqual({
      value: { ...schoolBody, name: 'Sunrise' },
    });
  });

  it.each([
    ['a line break', 'Ngozi\nBcc: everyone@example.com'],
    ['a carriage return', 'Ngozi\r\nAmount: NGN 0'],
    ['a tab', 'Ngozi\tOkafor'],
    ['an escape', 'Ngozi\u001b[31m'],
    ['a line separator', 'Ngozi\u2028Paid in full'],
    ['a right-to-left override', 'Ngozi \u202Efdp.exe'],
    ['a direction isolate', 'Ngozi \u2066Okafor\u2069'],
  ])('%s inside the text is refused with a clear message', (_, value) => {
    expect(formError({ ...school, name: value }, 'name')).toBe(CONTROL_CHARACTERS_MESSAGE);
    const payment = {
      schoolId: 's1',
      studentId: 'st1',
      amount: 5000,
      depositorName: value,
      email: 'ngozi@example.com',
      purpose: 'First term',
    };
    expect(validateBody(paymentInitializeBodySchema, payment)).toMatchObject({
      fields: { depositorName: CONTROL_CHARACTERS_MESSAGE },
    });
  });

  it('right-to-left letters, emoji and markup are text, and are accepted', () => {
    for (const name of [
      'مدرسة النور',
      'בית ספר',
      'Sunrise 🌅 Academy',
      '<script>alert(1)</script>',
    ]) {
      expect(validateBody(schoolBodySchema, { ...schoolBody, name })).toEqual({
        value: { ...schoolBody, name },
      });
    }
  });

  it('rows of an imported file are trimmed too', () => {
    const row = {
      fullname: '  Okafor Ada  ',
      age: 7,
      sex: 'Female',
      phoneNo: '08031234567',
      classroom: 'c1',
    };
    const result = validateBody(studentImportBodySchema, {
      schoolId: 's1',
      students: [row],
      password: 'pw',
    });
    expect(result).toMatchObject({ value: { students: [{ fullname: 'Okafor Ada' }] } });
  });

  it('passwords are taken exactly as typed', () => {
    const body = {
      firstname: 'Chidi',
      lastname: 'Okafor',
      email: 'chidi@example.com',
      phone: '08031234567',
      password: '  spaced\tpass  ',
    };
    expect(validateBody(signupBodySchema, body)).toEqual({ value: body });
    expect(
      signupSchema.cast({
        firstname: 'Chidi',
        lastname: 'Okafor',
        email: 'c@x.co',
        phone: '08031234567',
        password: ' pw ',
        password2: ' pw ',
      }).password,
    ).toBe(' pw ');
  });
});
