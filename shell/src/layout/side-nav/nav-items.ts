import apps from '../../../../apps.json';
import { isNavIconName, type NavIconName } from '@fees/shared-ui';

export interface NavItem {
  to: string;
  label: string;
  /** None when apps.json names an icon shared-ui does not have: the entry still shows its text. */
  icon: NavIconName | undefined;
  /** Shown only once a school is chosen: the pages are the chosen school's. */
  needsSchool: boolean;
}

type Space = (typeof apps.remotes)[number]['spaces'][number];
type NavSpace = Extract<Space, { nav: unknown }>;

const inNavigation = (space: Space): space is NavSpace => 'nav' in space;

/**
 * Home, then every URL space apps.json puts in the navigation, in its order: a new remote's
 * entry comes with its apps.json entry, not an edit of the shell (docs/apps.md).
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: 'home', needsSchool: false },
  ...apps.remotes.flatMap(({ spaces }) =>
    spaces.filter(inNavigation).map(({ path, label, nav }) => ({
      to: `/${path}`,
      label,
      icon: isNavIconName(nav.icon) ? nav.icon : undefined,
      needsSchool: 'needsSchool' in nav && nav.needsSchool === true,
    })),
  ),
];
