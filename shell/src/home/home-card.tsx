import { ButtonLink, Card, IconContainer, NavIcon, type NavIconName } from '@fees/shared-ui';
import { useId, type ComponentProps } from 'react';
import styles from './home-page.module.css';

export type HomeCardProps = {
  icon: NavIconName;
  tone?: ComponentProps<typeof IconContainer>['tone'];
  title: string;
  text: string;
  /** Where the card's button goes, and its words. */
  to: string;
  action: string;
};

/** One of the home page's way-in cards: an icon, what lies behind it, and the button there. */
export function HomeCard({ icon, tone, title, text, to, action }: HomeCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.card}>
      <IconContainer size="lg" tone={tone}>
        <NavIcon name={icon} />
      </IconContainer>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.cardText}>{text}</p>
      <ButtonLink to={to} width="full">
        {action}
      </ButtonLink>
    </Card>
  );
}
