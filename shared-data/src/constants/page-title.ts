/** 'Fees Manager | {page}' (SPEC §1). */
export function pageTitle(page: string): string {
  return `Fees Manager | ${page}`;
}
