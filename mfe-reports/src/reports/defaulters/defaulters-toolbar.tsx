import type { Classroom, Term } from '@fees/shared-data/core';
import { TextField } from '@fees/shared-ui';
import { ChoiceLabel, SelectField } from '@fees/shared-ui/pages';
import { TermSelect } from '../report-frame/term-select';
import styles from './defaulters.module.css';

export type DefaultersToolbarProps = {
  terms: readonly Term[];
  termId: string | undefined;
  onTermChange: (termId: string) => void;
  classrooms: readonly Classroom[];
  classroomId: string;
  onClassroomChange: (classroomId: string) => void;
  minText: string;
  onMinTextChange: (text: string) => void;
  minProblem: string | undefined;
  late: boolean;
  onLateChange: (late: boolean) => void;
};

/**
 * Whose balances the list holds: the term, one class or all, owing more than how much, and whether
 * only those late now.
 */
export function DefaultersToolbar(props: DefaultersToolbarProps) {
  const classOptions = props.classrooms.map((classroom) => ({
    value: classroom._id,
    label: classroom.name,
  }));
  return (
    <div className={styles.toolbar}>
      <TermSelect terms={props.terms} value={props.termId} onChange={props.onTermChange} />
      <SelectField
        label="Class"
        placeholder="All classes"
        options={classOptions}
        value={props.classroomId}
        onChange={(event) => props.onClassroomChange(event.target.value)}
      />
      <TextField
        label="Owing more than (NGN)"
        inputMode="decimal"
        autoComplete="off"
        value={props.minText}
        onChange={(event) => props.onMinTextChange(event.target.value)}
        {...(props.minProblem ? { error: props.minProblem } : {})}
      />
      <ChoiceLabel>
        <input
          type="checkbox"
          checked={props.late}
          onChange={(event) => props.onLateChange(event.target.checked)}
        />
        Late only
      </ChoiceLabel>
    </div>
  );
}
