import { VisuallyHidden } from '@fees/shared-ui';
import styles from './demo-bursar-badge.module.css';
import { useActingAs } from './use-acting-as';

/**
 * Says in the top bar that the guest acts as the demo bursar, so the visitor never forgets why
 * the demo refuses what only the owner may do. Plain text, not a status: it is there from the
 * page's start and announces no change.
 */
export function DemoBursarBadge() {
  const actingAs = useActingAs();
  if (actingAs !== 'bursar') return null;
  return (
    <span className={styles.badge}>
      <VisuallyHidden>Acting as </VisuallyHidden>
      Demo bursar
    </span>
  );
}
