import type { InferType } from 'yup';
import { PAY_LINK_INVALID, PAY_LINK_TOKEN_PATTERN } from '../../constants/money/pay-links';
import { bodyObject, text } from '../rules/rule-builders';

/** 'E-mail to parent' names the link the school is looking at, so the parent gets that one. */
export const payLinkMailBodySchema = bodyObject({
  token: text('body')
    .required('Token is required')
    .matches(PAY_LINK_TOKEN_PATTERN, PAY_LINK_INVALID),
});
export type PayLinkMailBody = InferType<typeof payLinkMailBodySchema>;
