/**
 * A student's full name is stored last name first, one space between: 'Okafor Ada'. Register and
 * edit both join in that order, and edit splits at the first space, so a name survives a round
 * trip (a last name of several words keeps them in the first name, as typed there).
 */
export function joinFullname(firstName: string, lastName: string): string {
  return `${lastName.trim()} ${firstName.trim()}`;
}

export function splitFullname(fullname: string): { firstName: string; lastName: string } {
  const trimmed = fullname.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: '', lastName: trimmed };
  return { lastName: trimmed.slice(0, space), firstName: trimmed.slice(space + 1).trim() };
}
