import type { AnyObjectSchema } from 'yup';
import {
  classroomCreateBodySchema,
  classroomSchema,
  classroomUpdateBodySchema,
} from './classroom-schemas';
import { schoolBodySchema, schoolSchema } from './school-schemas';
import { validateBody } from '../rules/validate-body';

function fieldsOf(schema: AnyObjectSchema, value: unknown): Record<string, string> {
  const result = validateBody(schema, value);
  return 'fields' in result ? result.fields : {};
}

describe('schoolSchema', () => {
  const valid = { name: 'Oakwd', address: '1 Rd.', level: 'Tetiary' };

  it('accepts the lower bounds and the stored spelling of the level', () => {
    expect(fieldsOf(schoolSchema, valid)).toEqual({});
  });

  it.each([
    ['name', '', 'School name is required'],
    ['name', 'Oakw', 'Minimum of 5 characters'],
    ['name', 'x'.repeat(101), 'Maximum 100 characters'],
    ['address', '', 'Address is required'],
    ['address', '1 Rd', 'Minimum of 5 characters'],
    ['address', 'x'.repeat(101), 'Maximum 100 characters'],
    ['level', '', 'A level is required'],
    ['level', 'Tertiary', 'A level is required'],
  ])('%s = %p → %s', (field, value, message) => {
    expect(fieldsOf(schoolSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it('body refuses owner and counters, and names the allowed levels', () => {
    const body = { name: 'Oakwood', address: '1 Road', level: 'Primary', password: 'p' };
    expect(validateBody(schoolBodySchema, body)).toEqual({ value: body });
    expect(fieldsOf(schoolBodySchema, { ...body, ownerId: 'u', totalFees: 9 })).toEqual({
      ownerId: 'Unknown field: ownerId',
      totalFees: 'Unknown field: totalFees',
    });
    expect(fieldsOf(schoolBodySchema, { ...body, level: 'Elementary' }).level).toBe(
      'Level must be one of Primary, Secondary, Tetiary, Other',
    );
  });
});

describe('classroomSchema', () => {
  const valid = { name: 'KG1', classTeacher: 'Mrs A', classFees: 1000 };

  it('accepts the lower bounds', () => {
    expect(fieldsOf(classroomSchema, valid)).toEqual({});
  });

  it.each([
    ['name', '', 'A class name is required'],
    ['name', 'KG', 'Minimum of 3 characters'],
    ['name', 'x'.repeat(101), 'Maximum of 100 characters'],
    ['classTeacher', '', 'Class teacher is required'],
    ['classTeacher', 'Mrs ', 'Minimum of 5 characters'],
    ['classTeacher', 'x'.repeat(101), 'Maximum of 100 characters'],
    ['classFees', '', 'Fees is required'],
    ['classFees', 999, 'Minimum of 1000'],
  ])('%s = %p → %s', (field, value, message) => {
    expect(fieldsOf(classroomSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it('create body needs the school; update body refuses it', () => {
    const body = { name: 'KG1', classTeacher: 'Mrs Ade', classFees: 25000, password: 'p' };
    expect(fieldsOf(classroomCreateBodySchema, body)).toEqual({ schoolId: 'School is required' });
    expect(validateBody(classroomCreateBodySchema, { ...body, schoolId: 's1' })).toEqual({
      value: { ...body, schoolId: 's1' },
    });
    expect(fieldsOf(classroomUpdateBodySchema, { ...body, schoolId: 's1' })).toEqual({
      schoolId: 'Unknown field: schoolId',
    });
    expect(fieldsOf(classroomUpdateBodySchema, { ...body, classFees: 999 })).toEqual({
      classFees: 'Minimum of 1000',
    });
  });
});
