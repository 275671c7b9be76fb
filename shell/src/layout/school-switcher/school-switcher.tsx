import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { schoolsQueryOptions, useCurrentSchool, useCurrentSchoolStore } from '@fees/shared-data';
import { MenuSurface } from '@fees/shared-ui';
import styles from './school-switcher.module.css';

/**
 * Lists the other schools and switches to one (docs/routes.md#the-top-bar). Schools load when the
 * list opens; the store's switch makes classrooms, students and payments reload for the new school.
 */
export function SchoolSwitcher() {
  const [open, setOpen] = useState(false);
  const { schoolId, school } = useCurrentSchool();
  const setSchoolId = useCurrentSchoolStore((state) => state.setSchoolId);
  const schools = useQuery({ ...schoolsQueryOptions(), enabled: open });
  const others = schools.data?.items.filter((item) => item._id !== schoolId) ?? [];
  const shown = school?.name ?? 'Select School';

  // Not modal, as a menu button's menu should be: Radix's modal menu hides the whole page
  // from assistive tech (aria-hidden) while the page's controls can still take focus.
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      {/* The name starts with the text shown, so a speech user who says what they see reaches it. */}
      <DropdownMenu.Trigger className={styles.trigger} aria-label={`${shown}, switch school`}>
        <span className={styles.label}>{shown}</span>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content asChild align="start" sideOffset={6}>
          <MenuSurface className={styles.menu}>
            {schools.isPending ? (
              <DropdownMenu.Label className={styles.note}>Loading...</DropdownMenu.Label>
            ) : schools.isError ? (
              <DropdownMenu.Item className={styles.item} onSelect={() => void schools.refetch()}>
                Schools could not be loaded. Retry
              </DropdownMenu.Item>
            ) : others.length === 0 ? (
              <DropdownMenu.Item className={styles.item} asChild>
                <Link to="/schools/register">
                  {schoolId ? 'No other schools. Register school' : 'Register school'}
                </Link>
              </DropdownMenu.Item>
            ) : (
              others.map((item) => (
                <DropdownMenu.Item
                  key={item._id}
                  className={styles.item}
                  onSelect={() => setSchoolId(item._id)}
                >
                  {item.name}
                </DropdownMenu.Item>
              ))
            )}
          </MenuSurface>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
