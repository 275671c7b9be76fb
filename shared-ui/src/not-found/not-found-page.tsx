import { NOT_FOUND_PAGE_NAME } from '@fees/shared-data';
import { Link } from 'react-router';
import { usePageTitle } from '../page-title/use-page-title';

interface Props {
  /** What was not found, e.g. 'school'; omitted for an unknown address. */
  what?: string;
  backTo?: string;
  backLabel?: string;
}

/** An unknown address, or a record that is deleted or not yours: say so and offer a way on. */
export function NotFoundPage({ what, backTo = '/', backLabel = 'Go to the home page' }: Props) {
  usePageTitle(NOT_FOUND_PAGE_NAME);
  return (
    <section aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{what ? `This ${what} was not found` : 'Page not found'}</h1>
      <p>
        {what
          ? `It may have been deleted, or it belongs to another account.`
          : 'There is no page at this address.'}
      </p>
      <Link to={backTo}>{backLabel}</Link>
    </section>
  );
}
