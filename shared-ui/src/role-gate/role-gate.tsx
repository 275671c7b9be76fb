import { mayDo } from '@fees/shared-data';
import { refusal, type SchoolAction, type SchoolRole } from '@fees/shared-data/core';
import { Callout } from '../callout/callout';
import type { ReactNode } from 'react';

export type RoleGateProps = {
  /** The signed-in person's role in the school the page writes to. */
  role: SchoolRole | undefined;
  /** What the page's form does, in the role table (docs/staff.md#the-roles). */
  action: SchoolAction;
  children: ReactNode;
};

/**
 * A page's form for the roles that may send it; anyone else who opens the address is told who may,
 * in the role table's words, rather than filling in a form the server would refuse. The note
 * frames itself, so it reads the same inside an edit page's card and on a page without one.
 */
export function RoleGate({ role, action, children }: RoleGateProps) {
  if (mayDo(role, action)) return children;
  return (
    <Callout tone="info" role="status">
      {refusal(action)}
    </Callout>
  );
}
