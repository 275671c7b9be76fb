import { termLabel } from '@fees/shared-data';
import type { Term } from '@fees/shared-data/core';
import { SelectField } from '@fees/shared-ui/pages';

export type TermSelectProps = {
  terms: readonly Term[];
  value: string | undefined;
  onChange: (termId: string) => void;
  className?: string;
};

/** Which of the school's terms a report is of, the current one marked so. */
export function TermSelect({ terms, value, onChange, className }: TermSelectProps) {
  const options = terms.map((term) => ({
    value: term._id,
    label: term.status === 'current' ? `${termLabel(term)} (current)` : termLabel(term),
  }));
  return (
    <SelectField
      label="Term"
      options={options}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      {...(className ? { className } : {})}
    />
  );
}
