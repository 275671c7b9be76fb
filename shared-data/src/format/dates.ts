type DateInput = string | number | Date;

function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** Day-month-year in the viewer's time zone, e.g. '05-03-2025'; '' for a missing or bad date. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}
