import { object, type InferType } from 'yup';
import { LIMITS } from '../../constants/limits';
import { SIBLING_ORDERS } from '../../ledger/charges/sibling-discount';
import { adminPasswordRule } from '../accounts/password-schemas';
import { bodyObject, numeric, text, type RuleMode } from '../rules/rule-builders';

const { discount } = LIMITS;

function percentRule(mode: RuleMode, which: string) {
  const outside = `${which} must be between ${discount.min} and ${discount.max}`;
  return numeric(mode, `${which} must be a number`)
    .required(`${which} is required`)
    .min(discount.min, outside)
    .max(discount.max, outside);
}

function ruleFields(mode: RuleMode) {
  const outside = `Order must be ${SIBLING_ORDERS.join(' or ')}`;
  return {
    second: percentRule(mode, 'The second child’s discount'),
    later: percentRule(mode, 'The discount of the third and later'),
    order: text(mode).required(outside).oneOf(SIBLING_ORDERS, outside),
  };
}

/** The school's 'Sibling discount' form (docs/families.md#sibling-discount). */
export const siblingDiscountFormSchema = object(ruleFields('form'));
export type SiblingDiscountFormValues = InferType<typeof siblingDiscountFormSchema>;

/** `PUT /api/schools/:id/sibling-discount`. */
export const siblingDiscountBodySchema = bodyObject({
  ...ruleFields('body'),
  password: adminPasswordRule('body'),
});
export type SiblingDiscountBody = InferType<typeof siblingDiscountBodySchema>;
