import type { FormEvent } from 'react';
import { useOneAtATime } from './use-one-at-a-time';

/**
 * Wraps a dialog form's submit handler (react-hook-form's `handleSubmit(...)`). The dialog is
 * portalled out of the page's form, but React still bubbles its submit event up the component
 * tree, so it stops here and the page's form does not submit again. Validation and the call both
 * run before `busy` disables the button: a second submit in that time is dropped, not sent (and
 * never left to the browser's own form submission).
 */
export function useDialogSubmit() {
  const oneAtATime = useOneAtATime();
  return (send: (event: FormEvent<HTMLFormElement>) => Promise<void>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.stopPropagation();
      event.preventDefault();
      void oneAtATime(() => send(event));
    };
}
