import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@fees/shared-data/core';
import { SearchInput, TextField } from '@fees/shared-ui';
import { ExportCsvButton, SelectField } from '@fees/shared-ui/pages';
import type { AuditFilter } from './use-audit-filters';
import styles from './audit.module.css';

export type AuditToolbarProps = {
  filter: AuditFilter;
  /** What the search box shows, ahead of the filter while typing. */
  text: string;
  onTextChange: (text: string) => void;
  onActionChange: (action: AuditAction | '') => void;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  onExport: () => void;
  exporting: boolean;
  /** Nothing to export when no line matches. */
  canExport: boolean;
};

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: AUDIT_ACTION_LABELS[action],
}));

/** What the log is narrowed to (what was done, between which days, by or to whom) and its export. */
export function AuditToolbar({
  filter,
  text,
  onTextChange,
  onActionChange,
  onFromChange,
  onToChange,
  onExport,
  exporting,
  canExport,
}: AuditToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <SelectField
        label="What"
        placeholder="All actions"
        options={ACTION_OPTIONS}
        value={filter.action}
        onChange={(event) => onActionChange(event.target.value as AuditAction | '')}
        className={styles.what}
      />
      <TextField
        label="From"
        type="date"
        value={filter.from}
        max={filter.to || undefined}
        onChange={(event) => onFromChange(event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={filter.to}
        min={filter.from || undefined}
        onChange={(event) => onToChange(event.target.value)}
      />
      <SearchInput
        label="Search who or what"
        showLabel
        value={text}
        onValueChange={onTextChange}
        className={styles.search}
      />
      <ExportCsvButton busy={exporting} disabled={!canExport} onClick={onExport} />
    </div>
  );
}
