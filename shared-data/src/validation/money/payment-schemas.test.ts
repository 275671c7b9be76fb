import type { AnyObjectSchema } from 'yup';
import { schoolToday } from '../../format/dates';
import {
  familyPayLinkInitializeBodySchema,
  payLinkFormSchema,
  payLinkInitializeBodySchema,
  paymentInitializeBodySchema,
  paymentRecordBodySchema,
  paymentSchema,
  paymentVerifyBodySchema,
  paymentVoidBodySchema,
  paymentVoidSchema,
  recordedPaymentSchema,
} from './payment-schemas';
import { validateBody } from '../rules/validate-body';

const validForm = {
  depositorName: 'Ngozi Okafor',
  email: 'ngozi@example.com',
  amount: 1000,
  purpose: 'First term tuition',
  studentName: 'Okafor Chidi',
  studentId: 'abc123',
  studentClass: 'Jss1',
};

function fieldsOf(value: unknown, schema: AnyObjectSchema = paymentSchema): Record<string, string> {
  const result = validateBody(schema, value);
  return 'fields' in result ? result.fields : {};
}

describe('paymentSchema (form)', () => {
  it('accepts a complete payment at the minimum amount', () => {
    expect(fieldsOf(validForm)).toEqual({});
  });

  it.each([
    ['amount', 999, 'Minimum of 1000'],
    ['amount', '', 'Amount is required'],
    ['amount', undefined, 'Amount is required'],
    ['amount', 1000.005, 'Amount can have at most 2 decimal places'],
    ['depositorName', '', 'Depositor name is required'],
    ['depositorName', 'Ez', 'Name must be at least 3 characters'],
    ['depositorName', 'x'.repeat(101), 'Name must not exceed 100 characters'],
    ['purpose', '', 'Purpose is required'],
    ['purpose', 'x'.repeat(9), 'Name must be at least 10 characters'],
    ['purpose', 'x'.repeat(101), 'Name must not exceed 100 characters'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Email is invalid'],
    ['email', 'ngozi@', 'Email is invalid'],
    ['studentName', '', 'Student name is required'],
    ['studentId', '', 'studentId is a required field'],
    ['studentClass', '', 'Classroom is required'],
  ])('%s = %p → %s', (field, value, message) => {
    expect(fieldsOf({ ...validForm, [field]: value })[field]).toBe(message);
  });

  it.each([
    ['depositorName', 'Eze'],
    ['depositorName', 'x'.repeat(100)],
    ['purpose', 'x'.repeat(10)],
    ['purpose', 'x'.repeat(100)],
    ['amount', '1000'],
    ['amount', 1234.5],
  ])('%s = %p passes', (field, value) => {
    expect(fieldsOf({ ...validForm, [field]: value })).toEqual({});
  });
});

describe('depositor names', () => {
  const depositor = { depositorName: 'Eze', email: 'eze@example.com', amount: 1000 };
  const payLink = { ...depositor, purpose: 'First term tuition' };
  const recorded = { ...payLink, studentId: 'student-1', method: 'cash', receivedOn: '2026-01-15' };

  it.each<[string, AnyObjectSchema, object]>([
    ['the card payment form', paymentSchema, { ...validForm, ...depositor }],
    ['the pay-link form', payLinkFormSchema, payLink],
    ['the pay-link body', payLinkInitializeBodySchema, payLink],
    ['the recorded payment form', recordedPaymentSchema, recorded],
  ])('%s takes three letters, as its message says, and refuses two', (_, schema, value) => {
    expect(fieldsOf(value, schema)).toEqual({});
    expect(fieldsOf({ ...value, depositorName: 'Ez' }, schema)).toEqual({
      depositorName: 'Name must be at least 3 characters',
    });
  });
});

describe("a parent's pay link", () => {
  const payLink = { depositorName: 'Eze Okafor', amount: 1000, purpose: 'First term tuition' };

  it.each<[string, AnyObjectSchema]>([
    ['the pay-link form', payLinkFormSchema],
    ['the pay-link body', payLinkInitializeBodySchema],
    ['the family pay-link body', familyPayLinkInitializeBodySchema],
  ])(
    '%s takes a parent with no e-mail, checks one that is given, and asks for "Your name"',
    (_, schema) => {
      expect(fieldsOf({ ...payLink, email: '' }, schema)).toEqual({});
      expect(fieldsOf({ ...payLink, email: 'eze@' }, schema)).toEqual({
        email: 'Email is invalid',
      });
      expect(fieldsOf({ ...payLink, email: '', depositorName: '' }, schema)).toEqual({
        depositorName: 'Your name is required',
      });
    },
  );

  it('the dashboard still needs the e-mail it mails the receipt to', () => {
    expect(fieldsOf({ ...validForm, email: '' })).toEqual({ email: 'Email is required' });
  });
});

describe('paymentInitializeBodySchema', () => {
  const body = {
    schoolId: 'school-1',
    studentId: 'student-1',
    amount: 25000,
    depositorName: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    purpose: 'First term tuition',
  };

  it('returns the body when valid', () => {
    expect(validateBody(paymentInitializeBodySchema, body)).toEqual({ value: body });
  });

  it('uses the form messages for the shared rules', () => {
    expect(
      fieldsOf({ ...body, amount: 999, depositorName: 'Ez' }, paymentInitializeBodySchema),
    ).toEqual({
      amount: 'Minimum of 1000',
      depositorName: 'Name must be at least 3 characters',
    });
  });

  it('refuses a number sent as text instead of converting it', () => {
    expect(fieldsOf({ ...body, amount: '25000' }, paymentInitializeBodySchema).amount).toBe(
      'amount must be a number',
    );
  });

  it('refuses infinite and oversized amounts', () => {
    expect(
      fieldsOf({ ...body, amount: Infinity }, paymentInitializeBodySchema).amount,
    ).toBeDefined();
    expect(fieldsOf({ ...body, amount: 100_000_001 }, paymentInitializeBodySchema).amount).toBe(
      'Maximum of 100000000',
    );
  });

  it('checks the e-mail format, since the receipt is mailed there', () => {
    expect(fieldsOf({ ...body, email: 'nope' }, paymentInitializeBodySchema).email).toBe(
      'Email is invalid',
    );
  });

  it('names server-owned and stray fields', () => {
    expect(
      fieldsOf({ ...body, studentName: 'X', status: 'success' }, paymentInitializeBodySchema),
    ).toEqual({ studentName: 'Unknown field: studentName', status: 'Unknown field: status' });
  });

  it('refuses ids with characters unsafe in a URL', () => {
    expect(fieldsOf({ ...body, schoolId: '../x' }, paymentInitializeBodySchema).schoolId).toBe(
      'Invalid id',
    );
  });
});

describe('paymentVerifyBodySchema', () => {
  it('accepts a provider-style reference', () => {
    expect(validateBody(paymentVerifyBodySchema, { reference: 'T123456789' })).toEqual({
      value: { reference: 'T123456789' },
    });
  });

  it.each([
    ['', 'Reference is required'],
    ['T 1', 'Reference is invalid'],
    ['T'.repeat(101), 'Reference is invalid'],
  ])('%p → %s', (reference, message) => {
    expect(fieldsOf({ reference }, paymentVerifyBodySchema).reference).toBe(message);
  });
});

describe('recordedPaymentSchema (form)', () => {
  const validRecord = {
    studentId: 'student-1',
    amount: 15000,
    method: 'transfer',
    receivedOn: schoolToday(),
    depositorName: 'Ngozi Okafor',
    email: '',
    purpose: 'First term tuition',
    externalReference: 'NIP000123',
  };
  const recordFields = (value: object) => fieldsOf(value, recordedPaymentSchema);

  it('accepts a transfer received today with no e-mail', () => {
    expect(recordFields(validRecord)).toEqual({});
  });

  it('takes cash and other payments without a reference', () => {
    for (const method of ['cash', 'other']) {
      expect(recordFields({ ...validRecord, method, externalReference: '' })).toEqual({});
    }
  });

  it.each([
    ['studentId', '', 'Student is required'],
    ['amount', '', 'Amount is required'],
    ['amount', 999, 'Minimum of 1000'],
    ['method', '', 'Method is required'],
    ['method', 'card', 'Method must be Cash, Bank transfer, POS or Other'],
    ['receivedOn', '', 'Date received is required'],
    ['receivedOn', '2026-02-30', 'Date received is invalid'],
    ['receivedOn', '1999-12-31', 'Date received is invalid'],
    ['receivedOn', '2999-01-01', 'Date received cannot be in the future'],
    ['depositorName', 'Ez', 'Name must be at least 3 characters'],
    ['email', 'ngozi@', 'Email is invalid'],
    ['purpose', 'x'.repeat(9), 'Name must be at least 10 characters'],
    ['externalReference', '', 'Reference is required for bank transfers and POS payments'],
    ['externalReference', 'x'.repeat(101), 'Reference must not exceed 100 characters'],
  ])('%s = %p → %s', (field, value, message) => {
    expect(recordFields({ ...validRecord, [field]: value })[field]).toBe(message);
  });

  it('asks a POS payment for its terminal reference too', () => {
    expect(recordFields({ ...validRecord, method: 'pos', externalReference: ' ' })).toEqual({
      externalReference: 'Reference is required for bank transfers and POS payments',
    });
  });
});

describe('paymentRecordBodySchema and paymentVoidBodySchema', () => {
  it('take the form fields with the school and the admin password', () => {
    const body = {
      schoolId: 'school-1',
      studentId: 'student-1',
      amount: 1000,
      method: 'cash',
      receivedOn: '2026-01-15',
      depositorName: 'Ngozi Okafor',
      purpose: 'First term tuition',
      password: 'secret',
    };
    expect(validateBody(paymentRecordBodySchema, body)).toEqual({ value: body });
    expect(fieldsOf({ ...body, recordedBy: 'me' }, paymentRecordBodySchema)).toEqual({
      recordedBy: 'Unknown field: recordedBy',
    });
  });

  it('void with a reason of 5 to 200 characters and the password', () => {
    expect(fieldsOf({ reason: 'Oops', password: '' }, paymentVoidBodySchema)).toEqual({
      reason: 'Reason must be at least 5 characters',
      password: 'Password is required.',
    });
    expect(fieldsOf({ reason: 'x'.repeat(201), password: 'p' }, paymentVoidSchema)).toEqual({
      reason: 'Reason must not exceed 200 characters',
    });
  });
});
