import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '@fees/shared-data';

/**
 * Every route's title reads 'Fees Manager | {page}'. It is set again on every move, because the
 * shell titles each new path from the route table first (a 'Not found' must then win again).
 */
export function usePageTitle(page: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page, pathname]);
}
