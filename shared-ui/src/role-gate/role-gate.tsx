import { roleMay, type SchoolAction, type SchoolRole } from '@fees/shared-data';
import { Callout } from '../callout/callout';
import type { ReactNode } from 'react';

export type RoleGateProps = {
  /** The signed-in person's role in the school the page writes to. */
  role: SchoolRole | undefined;
  /** What the page's form does, in the terms of docs/staff.md#the-roles. */
  action: SchoolAction;
  /** Said instead of the form, e.g. "Only the school's owner can change its classes." */
  refusal: string;
  children: ReactNode;
};

/**
 * A page's form for the roles that may send it; anyone else who opens the address is told who may,
 * rather than filling in a form the server would refuse. The note frames itself, so it reads the
 * same inside an edit page's card and on a page without one.
 */
export function RoleGate({ role, action, refusal, children }: RoleGateProps) {
  if (roleMay(role, action)) return children;
  return (
    <Callout tone="info" role="status">
      {refusal}
    </Callout>
  );
}
