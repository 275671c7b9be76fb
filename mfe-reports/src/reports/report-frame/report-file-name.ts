/**
 * A CSV's file name from the report and the school's name, letters and digits joined by '-':
 * 'defaulters-st-mary-s-academy-first-term-2026-2027.csv'.
 */
export function reportFileName(report: string, schoolName: string, period: string): string {
  const slug = `${report} ${schoolName} ${period}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${slug.replace(/^-|-$/g, '')}.csv`;
}
