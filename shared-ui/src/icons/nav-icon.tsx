import { SvgIcon } from './svg-icon';

const paths = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  schools: 'M12 3 2 8l10 5 10-5zM6 10.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-5.5',
  classrooms: 'M4 4h16v11H4zM8 20h8M12 15v5',
  students:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.1a4 4 0 0 1 0 7.8M22 21v-1a6 6 0 0 0-4-5.6',
  payments: 'M2 6h20v12H2zM2 10h20M6 15h4',
  reports: 'M3 20h18M6 16v-5M11 16V6M16 16v-8M21 16v-3',
  profile: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM4 21a8 8 0 0 1 16 0',
  logout: 'M9 21H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h4M16 17l5-5-5-5M21 12H9',
} as const;

export type NavIconName = keyof typeof paths;

/** Whether an icon of that name exists: apps.json names the icon of each navigation entry. */
export const isNavIconName = (name: string): name is NavIconName => Object.hasOwn(paths, name);

/** A line icon for the navigation; decorative, since every item has its text. */
export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <SvgIcon width="20" height="20" strokeWidth="1.8">
      <path d={paths[name]} />
    </SvgIcon>
  );
}
