import type { AnyObjectSchema } from 'yup';
import {
  studentCreateBodySchema,
  studentFormSchema,
  studentUpdateBodySchema,
} from './student-schemas';
import { validateBody } from '../rules/validate-body';

function fieldsOf(schema: AnyObjectSchema, value: unknown): Record<string, string> {
  const result = validateBody(schema, value);
  return 'fields' in result ? result.fields : {};
}

const valid = {
  firstName: 'Ada',
  lastName: 'Obi',
  age: 1,
  sex: 'Female',
  phoneNo: '08031234567',
  discount: 0,
  classroom: 'KG1',
};

describe('studentFormSchema', () => {
  it('accepts the lower bounds', () => {
    expect(fieldsOf(studentFormSchema, valid)).toEqual({});
  });

  it.each([
    ['firstName', '', 'Fistname is required'],
    ['firstName', 'Ad', 'Name must be at least 3 characters'],
    ['firstName', 'x'.repeat(101), 'Name must not exceed 100 characters'],
    ['lastName', '', 'Lastname is required'],
    ['lastName', 'Ob', 'Name must be at least 3 characters'],
    ['age', '', 'Age is required'],
    ['age', 0, 'Minimum of 1'],
    ['age', 2.5, 'Age must be a whole number'],
    ['age', 121, 'Maximum of 120'],
    ['sex', '', 'Sex is required'],
    ['sex', 'M', 'Sex is required'],
    ['phoneNo', '', 'Phone number is required'],
    ['phoneNo', '0803123456', 'Phone number must be 11 characters'],
    ['phoneNo', '0'.repeat(17), 'Phone number must not exceed 16 characters'],
    ['discount', -1, 'Discount must be between 0 and 100'],
    ['discount', 101, 'Discount must be between 0 and 100'],
    ['classroom', '', 'Classroom is required'],
    ['classroom', 'KG', 'Minimum of 3 characters'],
  ])('%s = %p → %s', (field, value, message) => {
    expect(fieldsOf(studentFormSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it('reads an empty or missing discount as 0', () => {
    expect(studentFormSchema.validateSync({ ...valid, discount: '' }).discount).toBe(0);
    expect(studentFormSchema.validateSync({ ...valid, discount: undefined }).discount).toBe(0);
    expect(studentFormSchema.validateSync({ ...valid, discount: NaN }).discount).toBe(0);
    expect(studentFormSchema.validateSync({ ...valid, discount: 100 }).discount).toBe(100);
  });

  it("takes three-letter names such as 'Obi Eze', on register and edit alike, and refuses two", () => {
    expect(fieldsOf(studentFormSchema, { ...valid, firstName: 'Obi', lastName: 'Eze' })).toEqual(
      {},
    );
    expect(fieldsOf(studentFormSchema, { ...valid, firstName: 'Ob', lastName: 'Ez' })).toEqual({
      firstName: 'Name must be at least 3 characters',
      lastName: 'Name must be at least 3 characters',
    });
  });
});

describe('student bodies', () => {
  const body = {
    fullname: 'Obi Ada',
    age: 7,
    sex: 'Female',
    phoneNo: '08031234567',
    discount: 10,
    classroom: 'class-1',
    password: 'p',
  };

  it('create needs the school and refuses totals', () => {
    expect(validateBody(studentCreateBodySchema, { ...body, schoolId: 's1' })).toEqual({
      value: { ...body, schoolId: 's1' },
    });
    expect(
      fieldsOf(studentCreateBodySchema, {
        ...body,
        schoolId: 's1',
        totalPaidFees: 1,
        totalFeesExpected: 1,
      }),
    ).toEqual({
      totalPaidFees: 'Unknown field: totalPaidFees',
      totalFeesExpected: 'Unknown field: totalFeesExpected',
    });
  });

  it('update refuses a school move and a text age', () => {
    expect(fieldsOf(studentUpdateBodySchema, { ...body, schoolId: 's2', age: '7' })).toEqual({
      schoolId: 'Unknown field: schoolId',
      age: 'age must be a number',
    });
  });

  it('bounds the full name and the discount', () => {
    expect(fieldsOf(studentUpdateBodySchema, { ...body, fullname: 'Eze' })).toEqual({});
    expect(fieldsOf(studentUpdateBodySchema, { ...body, fullname: 'Ez' }).fullname).toBe(
      'Name must be at least 3 characters',
    );
    expect(fieldsOf(studentUpdateBodySchema, { ...body, fullname: 'x'.repeat(202) }).fullname).toBe(
      'Name must not exceed 201 characters',
    );
    expect(fieldsOf(studentUpdateBodySchema, { ...body, discount: 100.5 }).discount).toBe(
      'Discount must be between 0 and 100',
    );
    expect(fieldsOf(studentUpdateBodySchema, { ...body, discount: NaN }).discount).toBe(
      'discount must be a number',
    );
  });
});
