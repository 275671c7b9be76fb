/** 'Fees Manager | {page}', on every route. */
export function pageTitle(page: string): string {
  return `Fees Manager | ${page}`;
}

/**
 * Each screen's page name, by its route. Screens title themselves from here, and the shell titles
 * the path it is still loading from here too, so the tab never shows a bare 'Fees Manager' while
 * a remote arrives (docs/dashboard.md). `:id` stands for any one path segment.
 */
export const PAGE_NAMES = {
  '/': 'Home',
  '/login': 'Login',
  '/signup': 'Signup',
  '/verify-email': 'Verify Email',
  '/reset-password': 'Reset Password',
  '/profile': 'Profile',
  '/schools': 'Schools',
  '/schools/register': 'Register School',
  '/schools/:id': 'School',
  '/schools/:id/edit': 'Edit School',
  '/schools/:id/staff': 'Staff',
  '/schools/:id/audit': 'Audit Log',
  '/schools/:id/sibling-discount': 'Sibling Discount',
  '/schools/:id/plan': 'Payment Plan',
  '/schools/:id/reminders': 'Reminders',
  '/schools/:id/late-fee': 'Late Fee',
  '/classrooms': 'Classrooms',
  '/classrooms/register': 'Register Classroom',
  '/classrooms/:id': 'Classroom',
  '/classrooms/:id/edit': 'Edit Classroom',
  '/classrooms/:id/fee-items': 'Fee Items',
  '/students': 'Students',
  '/students/register': 'Register Student',
  '/students/import': 'Import Students',
  '/students/families': 'Families',
  '/students/families/:id': 'Family',
  '/students/families/:id/edit': 'Edit Family',
  '/students/families/:id/statement': 'Family Statement',
  '/students/:id': 'Student',
  '/students/:id/edit': 'Edit Student',
  '/students/:id/statement': 'Statement',
  '/students/:id/plan': 'Payment Plan',
  '/payments': 'Payments',
  '/payments/create': 'Make Payment',
  '/payments/record': 'Record Payment',
  '/payments/:id': 'Payment',
  '/pay/:id': 'Pay Fees',
  '/pay/family/:id': 'Pay Fees',
  '/invite/:id': 'Invitation',
} as const;

/** A page whose record does not exist (or is another owner's). */
export const NOT_FOUND_PAGE_NAME = 'Not found';

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matches(pattern: string, path: string[]): boolean {
  const parts = segments(pattern);
  return (
    parts.length === path.length &&
    parts.every((part, index) => part === ':id' || part === path[index])
  );
}

/** The page name of a path, preferring a fixed segment ('register') to `:id`; none if unknown. */
export function pageNameOf(pathname: string): string | undefined {
  const path = segments(pathname);
  const routes = Object.entries(PAGE_NAMES);
  const exact = routes.find(([pattern]) => !pattern.includes(':') && matches(pattern, path));
  return (exact ?? routes.find(([pattern]) => matches(pattern, path)))?.[1];
}
