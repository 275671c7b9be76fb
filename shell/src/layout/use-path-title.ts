import { useLayoutEffect } from 'react';
import { pageNameOf, pageTitle } from '@fees/shared-data';

/**
 * Titles the path from the route table before it paints, so the tab reads 'Fees Manager | Login'
 * while the auth remote is still loading. A layout effect runs before the screens' own effects, so
 * a screen's title (such as 'Not found') still has the last word.
 */
export function usePathTitle(pathname: string): void {
  useLayoutEffect(() => {
    const name = pageNameOf(pathname);
    if (name) document.title = pageTitle(name);
  }, [pathname]);
}
