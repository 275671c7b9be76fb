import { useState } from 'react';
import { passwordProblem, type PasswordProblem } from './password-step';

/**
 * A dialog that ends in the password (PasswordStep): whether it is open, and what the last try met.
 * Opening clears the problem and calls `onOpen`, so the dialog's own fields start afresh. `confirm`
 * runs the call the password was typed for: done, the dialog closes; refused, it stays open with
 * the server's words and what was chosen.
 */
export function usePasswordDialog(onOpen: () => void = () => undefined) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<PasswordProblem>(null);
  return {
    open,
    problem,
    onOpenChange(next: boolean) {
      if (next) {
        setProblem(null);
        onOpen();
      }
      setOpen(next);
    },
    async confirm(act: () => Promise<unknown>) {
      setProblem(null);
      try {
        await act();
        setOpen(false);
      } catch (error) {
        setProblem(passwordProblem(error));
      }
    },
  };
}
