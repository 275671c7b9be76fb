import { object, type InferType } from 'yup';
import { LIMITS } from '../../constants/limits';
import { optionalEmailRule } from '../accounts/email-rules';
import { adminPasswordRule } from '../accounts/password-schemas';
import { bodyObject, text, type RuleMode } from '../rules/rule-builders';
import { parentPhoneRule } from './student-schemas';

const { familyName } = LIMITS;

function familyFields(mode: RuleMode) {
  return {
    name: text(mode)
      .required('Family name is required')
      .min(familyName.min, `Family name must be at least ${familyName.min} characters`)
      .max(familyName.max, `Family name must not exceed ${familyName.max} characters`),
    phoneNo: parentPhoneRule(mode),
    parentEmail: optionalEmailRule(mode),
  };
}

/** 'Edit family': the parent's name, phone and e-mail every child of the family shares. */
export const familyFormSchema = object(familyFields('form'));
export type FamilyFormValues = InferType<typeof familyFormSchema>;

/** `PUT /api/families/:id`. */
export const familyUpdateBodySchema = bodyObject({
  ...familyFields('body'),
  password: adminPasswordRule('body'),
});
export type FamilyUpdateBody = InferType<typeof familyUpdateBodySchema>;
