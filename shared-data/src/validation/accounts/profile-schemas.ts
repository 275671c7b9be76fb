import { object, type InferType } from 'yup';
import { LIMITS } from '../../constants/limits';
import { adminPasswordRule } from './password-schemas';
import { bodyObject, text, type RuleMode } from '../rules/rule-builders';

const { profileName, profilePhone } = LIMITS;

function profileNameRule(mode: RuleMode, requiredMessage: string) {
  return text(mode)
    .required(requiredMessage)
    .min(profileName.min, `Minimum of ${profileName.min} characters`)
    .max(profileName.max, `Maximum of ${profileName.max} characters`);
}

/** The profile's fields by their API names: the form and the body check each with the same rule. */
function profileFields(mode: RuleMode) {
  return {
    firstname: profileNameRule(mode, 'First name is required'),
    lastname: profileNameRule(mode, 'Last name is required'),
    phone: text(mode)
      .required('Phone number is required')
      .min(profilePhone.min, `Minimum of ${profilePhone.min} characters`)
      .max(profilePhone.max, `Maximum of ${profilePhone.max} characters`),
  };
}

export const profileSchema = object(profileFields('form'));
export type ProfileFormValues = InferType<typeof profileSchema>;

export const profileBodySchema = bodyObject({
  ...profileFields('body'),
  password: adminPasswordRule('body'),
});
export type ProfileBody = InferType<typeof profileBodySchema>;
