import { array, boolean, object, type InferType } from 'yup';
import { LIMITS } from '../../constants/limits';
import { adminPasswordRule } from '../accounts/password-schemas';
import { bodyObject, idRule, moneyRule, text, type RuleMode } from '../rules/rule-builders';

const { feeItemName, feeItemsMax } = LIMITS;

/** One extra fee item of a class for the term (docs/terms.md#charges). */
function feeItemFields(mode: RuleMode) {
  return {
    name: text(mode)
      .required('Item name is required')
      .max(feeItemName.max, `Maximum of ${feeItemName.max} characters`),
    amount: moneyRule(mode, 'Amount is required', 1),
    optional: mode === 'body' ? boolean().strict().required() : boolean().default(false),
  };
}

function itemsRule(mode: RuleMode) {
  return array(object(feeItemFields(mode)).noUnknown())
    .required('Items are required')
    .max(feeItemsMax, `A class can have at most ${feeItemsMax} fee items`);
}

/** The classroom page's items form. */
export const feeItemsSchema = object({ items: itemsRule('form') });
export type FeeItemsFormValues = InferType<typeof feeItemsSchema>;

export const feeItemsBodySchema = bodyObject({
  items: itemsRule('body'),
  password: adminPasswordRule('body'),
});
export type FeeItemsBody = InferType<typeof feeItemsBodySchema>;
export type FeeItemInput = FeeItemsBody['items'][number];

/** Copying the items of another class of the school into this one (docs/terms.md#charges). */
export const copyFeeItemsBodySchema = bodyObject({
  from: idRule('Class to copy from is required'),
  password: adminPasswordRule('body'),
});
export type CopyFeeItemsBody = InferType<typeof copyFeeItemsBodySchema>;
