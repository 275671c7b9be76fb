import { object, type InferType } from 'yup';
import { LIMITS } from '../constants/limits';
import { SCHOOL_LEVELS } from '../constants/levels';
import { adminPasswordRule } from './password-schemas';
import { bodyObject, text, type RuleMode } from './rule-builders';

const { schoolName, schoolAddress } = LIMITS;

function schoolNameRule(mode: RuleMode) {
  return text(mode)
    .required('School name is required')
    .min(schoolName.min, `Minimum of ${schoolName.min} characters`)
    .max(schoolName.max, `Maximum ${schoolName.max} characters`);
}

function schoolAddressRule(mode: RuleMode) {
  return text(mode)
    .required('Address is required')
    .min(schoolAddress.min, `Minimum of ${schoolAddress.min} characters`)
    .max(schoolAddress.max, `Maximum ${schoolAddress.max} characters`);
}

/** The form's empty choice ('') fails the list check first, so it must carry the required message. */
function levelRule(mode: RuleMode) {
  const outside =
    mode === 'form' ? 'A level is required' : `Level must be one of ${SCHOOL_LEVELS.join(', ')}`;
  return text(mode).required('A level is required').oneOf(SCHOOL_LEVELS, outside);
}

export const schoolSchema = object({
  schoolName: schoolNameRule('form'),
  schoolAddress: schoolAddressRule('form'),
  level: levelRule('form'),
});
export type SchoolFormValues = InferType<typeof schoolSchema>;

export const schoolBodySchema = bodyObject({
  name: schoolNameRule('body'),
  address: schoolAddressRule('body'),
  level: levelRule('body'),
  password: adminPasswordRule('body'),
});
export type SchoolBody = InferType<typeof schoolBodySchema>;
