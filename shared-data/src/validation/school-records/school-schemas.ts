import { object, type InferType } from 'yup';
import { LIMITS } from '../../constants/limits';
import { SCHOOL_LEVELS } from '../../constants/school-records/levels';
import { adminPasswordRule } from '../accounts/password-schemas';
import { bodyObject, text, type RuleMode } from '../rules/rule-builders';

const { schoolName, schoolAddress } = LIMITS;

/** The form's empty choice ('') fails the list check first, so it must carry the required message. */
function levelRule(mode: RuleMode) {
  const outside =
    mode === 'form' ? 'A level is required' : `Level must be one of ${SCHOOL_LEVELS.join(', ')}`;
  return text(mode).required('A level is required').oneOf(SCHOOL_LEVELS, outside);
}

/** A school's fields by their API names: the form and the body check each with the same rule. */
function schoolFields(mode: RuleMode) {
  return {
    name: text(mode)
      .required('School name is required')
      .min(schoolName.min, `Minimum of ${schoolName.min} characters`)
      .max(schoolName.max, `Maximum ${schoolName.max} characters`),
    address: text(mode)
      .required('Address is required')
      .min(schoolAddress.min, `Minimum of ${schoolAddress.min} characters`)
      .max(schoolAddress.max, `Maximum ${schoolAddress.max} characters`),
    level: levelRule(mode),
  };
}

export const schoolSchema = object(schoolFields('form'));
export type SchoolFormValues = InferType<typeof schoolSchema>;

export const schoolBodySchema = bodyObject({
  ...schoolFields('body'),
  password: adminPasswordRule('body'),
});
export type SchoolBody = InferType<typeof schoolBodySchema>;
