/** Joins the truthy class names with spaces: `classNames(styles.a, busy && styles.b)`. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
