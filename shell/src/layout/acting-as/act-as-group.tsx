import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId } from 'react';
import { actAsInDemo, DEMO_BURSAR, errorMessage, type GuestRole } from '@fees/shared-data';
import { toastError, toastSuccess } from '@fees/shared-ui';
import styles from './act-as-group.module.css';

const BURSAR = `${DEMO_BURSAR.firstname} ${DEMO_BURSAR.lastname}`;

const CHOICES: readonly { role: GuestRole; label: string; done: string }[] = [
  { role: 'owner', label: 'Owner (Guest)', done: 'You are the owner again.' },
  {
    role: 'bursar',
    label: `Demo bursar (${BURSAR})`,
    done: `You are now the demo bursar, ${BURSAR}. What only the owner may do is hidden.`,
  },
];

interface Props {
  actingAs: GuestRole;
}

/** The profile menu's switch between the demo's owner and its bursar (docs/staff.md#the-guest-demo). */
export function ActAsGroup({ actingAs }: Props) {
  const labelId = useId();

  async function actAs(role: string) {
    const choice = CHOICES.find((item) => item.role === role);
    // Radix reports choosing the checked item too; acting as whom one already is changes nothing.
    if (!choice || choice.role === actingAs) return;
    try {
      await actAsInDemo(choice.role);
      toastSuccess(choice.done);
    } catch (error) {
      toastError(errorMessage(error));
    }
  }

  return (
    <DropdownMenu.RadioGroup
      className={styles.group}
      aria-labelledby={labelId}
      value={actingAs}
      onValueChange={(role) => void actAs(role)}
    >
      <DropdownMenu.Label id={labelId} className={styles.heading}>
        Act as
      </DropdownMenu.Label>
      {CHOICES.map((choice) => (
        <DropdownMenu.RadioItem key={choice.role} className={styles.item} value={choice.role}>
          <span className={styles.check} aria-hidden="true">
            <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
          </span>
          {choice.label}
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}
