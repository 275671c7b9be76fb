import { EndedPayLinkError, type NotFoundError } from '@fees/shared-data';
import { PAY_LINK_INVALID } from '@fees/shared-data/core';
import { Callout } from '@fees/shared-ui';

/**
 * What a dead pay link says. One that existed and was revoked or has expired names the school and
 * its phone, a tap away, so the parent knows whom to ask; any other token says only that it is not
 * valid (docs/pay-links.md).
 */
export function DeadLinkNotice({ error }: { error: NotFoundError }) {
  if (!(error instanceof EndedPayLinkError)) {
    return (
      <Callout tone="danger" role="alert">
        {PAY_LINK_INVALID}
      </Callout>
    );
  }
  const { name, phone } = error.school;
  // One paragraph: the callout lays out its children as lines, and the number belongs in the text.
  return (
    <Callout tone="danger" role="alert">
      <p>
        This payment link was revoked or has expired. Ask {name}
        {phone ? (
          <>
            {' ('}
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>)
          </>
        ) : null}{' '}
        for a new one.
      </p>
    </Callout>
  );
}
