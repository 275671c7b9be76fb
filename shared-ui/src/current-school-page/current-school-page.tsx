import { PAGE_NAMES, useCurrentSchool } from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import type { ReactNode } from 'react';
import { CurrentSchoolFallback } from '../no-current-school/current-school-fallback';
import { PageLayout, type PageLayoutProps } from '../page-layout/page-layout';
import { usePageTitle } from '../page-title/use-page-title';

type PagePath = keyof typeof PAGE_NAMES;

/**
 * The page's route, whose name in PAGE_NAMES is the page's title and the tab's; or, for an app's
 * own pages, which the shared names do not list, the title itself.
 */
type PageName = { path: PagePath; title?: never } | { title: string; path?: never };

export type CurrentSchoolPageProps = PageName & {
  /** The page the back link returns to, named 'Back to {its name}'. */
  backTo: PagePath;
  width: PageLayoutProps['width'];
  /** What the user came to do, said when no school is chosen, e.g. 'see its students'. */
  purpose: string;
  /** The header's buttons, once the school is known. */
  actions?: (school: School) => ReactNode;
  children: (school: School) => ReactNode;
};

/**
 * A page about the current school: its title, the school's name under it and the back link; its
 * content once the school is known, and until then that none is chosen, that it is loading, or
 * why it failed.
 */
export function CurrentSchoolPage({
  path,
  title: ownTitle,
  backTo,
  width,
  purpose,
  actions,
  children,
}: CurrentSchoolPageProps) {
  const title = path === undefined ? ownTitle : PAGE_NAMES[path];
  usePageTitle(title);
  const current = useCurrentSchool();
  const { school } = current;
  return (
    <PageLayout
      width={width}
      title={title}
      subtitle={school?.name}
      backTo={backTo}
      backLabel={`Back to ${PAGE_NAMES[backTo].toLowerCase()}`}
      actions={school && actions ? actions(school) : undefined}
    >
      {school ? children(school) : <CurrentSchoolFallback current={current} purpose={purpose} />}
    </PageLayout>
  );
}
