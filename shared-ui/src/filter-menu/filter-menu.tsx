import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Button } from '../button/button';
import type { SelectOption } from '../form-field/select-field';
import { MenuSurface } from '../menu-surface/menu-surface';
import styles from './filter-menu.module.css';

export type FilterGroup = {
  /** The group's heading, e.g. 'Sex'. */
  label: string;
  options: readonly SelectOption[];
  /** The checked values; none checked means the group does not filter. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
};

export type FilterMenuProps = {
  groups: readonly FilterGroup[];
  /** The button's text. */
  label?: string;
};

/**
 * A 'Filter' button opening a menu of checkbox groups (a real menu: arrows move, Space or Enter
 * ticks, Escape closes). It stays open while boxes are ticked, and the button counts the ticks.
 */
export function FilterMenu({ groups, label = 'Filter' }: FilterMenuProps) {
  const ticked = groups.reduce((count, group) => count + group.selected.length, 0);
  // Not modal, as a menu button's menu should be: Radix's modal menu hides the whole page
  // from assistive tech (aria-hidden) while the page's controls can still take focus.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="light" width="auto" icon={null}>
          {ticked > 0 ? `${label} (${ticked})` : label}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content asChild align="end" sideOffset={6}>
          <MenuSurface className={styles.menu}>
            {groups.map((group) => (
              <DropdownMenu.Group key={group.label} className={styles.group}>
                <DropdownMenu.Label className={styles.heading}>{group.label}</DropdownMenu.Label>
                {group.options.map((option) => {
                  const checked = group.selected.includes(option.value);
                  return (
                    <DropdownMenu.CheckboxItem
                      key={option.value}
                      className={styles.item}
                      checked={checked}
                      onSelect={(event) => event.preventDefault()}
                      onCheckedChange={(next) =>
                        group.onChange(
                          next
                            ? [...group.selected, option.value]
                            : group.selected.filter((value) => value !== option.value),
                        )
                      }
                    >
                      <span className={styles.box} aria-hidden="true">
                        {checked ? '✓' : ''}
                      </span>
                      {option.label}
                    </DropdownMenu.CheckboxItem>
                  );
                })}
              </DropdownMenu.Group>
            ))}
            {ticked > 0 ? (
              <DropdownMenu.Item
                className={styles.clear}
                onSelect={() => {
                  for (const group of groups) if (group.selected.length > 0) group.onChange([]);
                }}
              >
                Clear filters
              </DropdownMenu.Item>
            ) : null}
          </MenuSurface>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
