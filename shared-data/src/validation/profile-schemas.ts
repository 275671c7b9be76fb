import { object, type InferType } from 'yup';
import { LIMITS } from '../constants/limits';
import { adminPasswordRule } from './password-schemas';
import { bodyObject, text, type RuleMode } from './rule-builders';

const { profileName, profilePhone } = LIMITS;

function profileNameRule(mode: RuleMode, requiredMessage: string) {
  return text(mode)
    .required(requiredMessage)
    .min(profileName.min, `Minimum of ${profileName.min} characters`)
    .max(profileName.max, `Maximum of ${profileName.max} characters`);
}

function profilePhoneRule(mode: RuleMode) {
  return text(mode)
    .required('Phone number is required')
    .min(profilePhone.min, `Minimum of ${profilePhone.min} characters`)
    .max(profilePhone.max, `Maximum of ${profilePhone.max} characters`);
}

export const profileSchema = object({
  firstName: profileNameRule('form', 'First name is required'),
  lastName: profileNameRule('form', 'Last name is required'),
  phone: profilePhoneRule('form'),
});
export type ProfileFormValues = InferType<typeof profileSchema>;

export const profileBodySchema = bodyObject({
  firstname: profileNameRule('body', 'First name is required'),
  lastname: profileNameRule('body', 'Last name is required'),
  phone: profilePhoneRule('body'),
  password: adminPasswordRule('body'),
});
export type ProfileBody = InferType<typeof profileBodySchema>;
