import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { DEMO_BURSAR, useSessionStore } from '@fees/shared-data';
import { MenuSurface, useLogoutRequest } from '@fees/shared-ui';
import { ActAsGroup } from '../acting-as/act-as-group';
import styles from './profile-menu.module.css';
import { useActingAs } from '../acting-as/use-acting-as';

function initials(first = '', last = ''): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}

export function ProfileMenu() {
  const user = useSessionStore((state) => state.user);
  const actingAs = useActingAs();
  // The session stays the guest's; the menu names whom the demo's schools now answer to.
  const shown = actingAs === 'bursar' ? DEMO_BURSAR : user;
  const navigate = useNavigate();
  const logout = useLogoutRequest();
  const shownInitials = initials(shown?.firstname, shown?.lastname);

  // Not modal, as a menu button's menu should be: Radix's modal menu hides the whole page
  // from assistive tech (aria-hidden) while the page's controls can still take focus.
  return (
    <>
      <DropdownMenu.Root modal={false}>
        {/* The name starts with the initials shown, so a speech user who says them reaches it. */}
        <DropdownMenu.Trigger
          className={styles.trigger}
          aria-label={`${shownInitials}, profile menu`}
        >
          <span className={styles.avatar} aria-hidden="true">
            {shownInitials}
          </span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content asChild align="end" sideOffset={6}>
            <MenuSurface className={styles.menu}>
              {shown ? (
                <DropdownMenu.Label className={styles.who}>
                  {shown.firstname} {shown.lastname}
                  <span className={styles.email}>{shown.email}</span>
                </DropdownMenu.Label>
              ) : null}
              {actingAs ? <ActAsGroup actingAs={actingAs} /> : null}
              <DropdownMenu.Item className={styles.item} onSelect={() => navigate('/profile')}>
                Profile
              </DropdownMenu.Item>
              <DropdownMenu.Item className={styles.item} onSelect={logout.request}>
                Logout
              </DropdownMenu.Item>
            </MenuSurface>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {logout.confirm}
    </>
  );
}
