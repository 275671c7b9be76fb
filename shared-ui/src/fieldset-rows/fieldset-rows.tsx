import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { classNames } from '../class-names/class-names';
import styles from './fieldset-rows.module.css';

export type FieldsetRowsProps = {
  /** The rows of a field array (react-hook-form's `fields`): their ids key the list. */
  rows: readonly { id: string }[];
  /** What a row is: 'Instalment' reads 'Instalment 2' and 'Remove instalment 2'. */
  noun: string;
  /** Lays a row's fields side by side (a date and a percent) instead of one under another. */
  inline?: boolean;
  /** False while no row may go (a plan keeps at least one). */
  canRemove?: boolean;
  onRemove: (index: number) => void;
  /** The fields of the row at `index`. */
  children: (index: number) => ReactNode;
  /** What is wrong with the rows as a whole (their sum, their order), announced. */
  problem?: string;
  /** The problem's id, for the fields that it concerns to be described by it. */
  problemId?: string;
};

/**
 * A form's list of like rows, each a numbered fieldset with its own Remove: a plan's
 * instalments, a class's fee items.
 */
export function FieldsetRows({
  rows,
  noun,
  inline = false,
  canRemove = true,
  onRemove,
  children,
  problem,
  problemId,
}: FieldsetRowsProps) {
  return (
    <>
      <ol className={styles.rows}>
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.id}>
              <fieldset className={classNames(styles.row, inline && styles.inline)}>
                <legend>{`${noun} ${number}`}</legend>
                {children(index)}
                <Button
                  variant="light"
                  width="auto"
                  icon={null}
                  aria-label={`Remove ${noun.toLowerCase()} ${number}`}
                  disabled={!canRemove}
                  onClick={() => onRemove(index)}
                >
                  Remove
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {problem ? (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </>
  );
}
