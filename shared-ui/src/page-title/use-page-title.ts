import { useEffect } from 'react';

/** Every route's title reads 'Fees Manager | {page}' (SPEC §1). */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `Fees Manager | ${page}`;
  }, [page]);
}
