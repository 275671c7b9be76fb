import type { ReactNode } from 'react';
import styles from './fieldset.module.css';

/**
 * A bordered group of a form's related controls under their legend, such as the fee items a
 * student takes or who counts as a family's first child.
 */
export function Fieldset({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A checkbox or radio button with its words: the whole row is its label, 44 px tall. */
export function ChoiceLabel({ children }: { children: ReactNode }) {
  return <label className={styles.choice}>{children}</label>;
}
