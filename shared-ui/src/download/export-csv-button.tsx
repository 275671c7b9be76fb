import { Button } from '../button/button';

export type ExportCsvButtonProps = {
  /** While the file is being made: the button reads 'Exporting...' and cannot be pressed. */
  busy: boolean;
  /** Nothing to export yet, e.g. a report still loading. */
  disabled?: boolean;
  onClick: () => void;
};

/** 'Export CSV', the light button beside a list or report that downloads what it shows. */
export function ExportCsvButton({ busy, disabled, onClick }: ExportCsvButtonProps) {
  return (
    <Button
      variant="light"
      width="auto"
      icon={null}
      busy={busy}
      busyText="Exporting..."
      disabled={disabled}
      onClick={onClick}
    >
      Export CSV
    </Button>
  );
}
