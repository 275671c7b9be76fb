import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Fragment, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../button/button';
import { classNames } from '../class-names/class-names';
import { MenuSurface } from '../menu-surface/menu-surface';
import styles from './action-menu.module.css';

/** A link to another page, or an action such as opening a dialog ('danger' for a delete). */
export type ActionMenuItem =
  { label: string; to: string } | { label: string; onSelect: () => void; tone?: 'danger' };

export type ActionMenuProps = {
  items: readonly ActionMenuItem[];
  /** The button's text. */
  label?: string;
};

/**
 * A 'More' button opening a menu of a record's less used actions (docs/accessibility.md: arrows
 * move, Enter or Space choose, Escape closes and focus returns to the button). An action runs only
 * once the menu has closed and given focus back to the button, so a dialog it opens returns focus
 * there too, not to an item that is gone.
 */
export function ActionMenu({ items, label = 'More' }: ActionMenuProps) {
  const chosen = useRef<(() => void) | null>(null);
  // Not modal, as FilterMenu explains: the page beside it stays readable to assistive tech.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="light" width="auto" icon={null}>
          {label}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          asChild
          align="end"
          sideOffset={6}
          onCloseAutoFocus={() => {
            const run = chosen.current;
            chosen.current = null;
            // Radix focuses the button after this handler returns; the action follows that.
            if (run) queueMicrotask(run);
          }}
        >
          <MenuSurface className={styles.menu}>
            {items.map((item, index) =>
              'to' in item ? (
                <DropdownMenu.Item key={item.label} asChild className={styles.item}>
                  <Link to={item.to}>{item.label}</Link>
                </DropdownMenu.Item>
              ) : (
                <Fragment key={item.label}>
                  {item.tone === 'danger' && index > 0 ? (
                    <DropdownMenu.Separator className={styles.separator} />
                  ) : null}
                  <DropdownMenu.Item
                    className={classNames(styles.item, item.tone === 'danger' && styles.danger)}
                    onSelect={() => {
                      chosen.current = item.onSelect;
                    }}
                  >
                    {item.label}
                  </DropdownMenu.Item>
                </Fragment>
              ),
            )}
          </MenuSurface>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
