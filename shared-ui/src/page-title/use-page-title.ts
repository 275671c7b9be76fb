import { useEffect } from 'react';
import { pageTitle } from '@fees/shared-data/core';

/** Every route's title reads 'Fees Manager | {page}' (SPEC §1). */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
