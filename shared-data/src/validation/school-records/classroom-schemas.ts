import { object, type InferType } from 'yup';
import { LIMITS } from '../../constants/limits';
import { adminPasswordRule } from '../accounts/password-schemas';
import { bodyObject, idRule, moneyRule, text, type RuleMode } from '../rules/rule-builders';

const { classTeacher, classroomName, minClassFee } = LIMITS;

/** A classroom's fields by their API names: the form and the body check each with the same rule. */
function classroomFields(mode: RuleMode) {
  return {
    name: text(mode)
      .required('A class name is required')
      .min(classroomName.min, `Minimum of ${classroomName.min} characters`)
      .max(classroomName.max, `Maximum of ${classroomName.max} characters`),
    classTeacher: text(mode)
      .required('Class teacher is required')
      .min(classTeacher.min, `Minimum of ${classTeacher.min} characters`)
      .max(classTeacher.max, `Maximum of ${classTeacher.max} characters`),
    classFees: moneyRule(mode, 'Fees is required', minClassFee),
  };
}

/** Register and edit share one form. */
export const classroomSchema = object(classroomFields('form'));
export type ClassroomFormValues = InferType<typeof classroomSchema>;

const classroomBodyShape = { ...classroomFields('body'), password: adminPasswordRule('body') };

export const classroomCreateBodySchema = bodyObject({
  ...classroomBodyShape,
  schoolId: idRule('School is required'),
});
export type ClassroomCreateBody = InferType<typeof classroomCreateBodySchema>;

/** A classroom never moves to another school, so an edit has no schoolId. */
export const classroomUpdateBodySchema = bodyObject(classroomBodyShape);
export type ClassroomUpdateBody = InferType<typeof classroomUpdateBodySchema>;
