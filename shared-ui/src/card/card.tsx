import type { HTMLAttributes } from 'react';
import { classNames } from '../class-names/class-names';
import styles from './card.module.css';

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element to render: 'section' or 'article' when the card has its own heading. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** Less padding, for cards in a grid or list. */
  compact?: boolean;
};

/** A white, bordered surface that groups related content. */
export function Card({ as: Element = 'div', compact = false, className, ...rest }: CardProps) {
  return (
    <Element className={classNames(styles.card, compact && styles.compact, className)} {...rest} />
  );
}
