import toast from 'react-hot-toast';

/** A success notice, e.g. 'School updated successfully!'. Returns the toast's id. */
export function toastSuccess(message: string): string {
  return toast.success(message);
}

/** An error notice, announced assertively, e.g. the server's message. Returns the toast's id. */
export function toastError(message: string): string {
  // The toast's own ariaProps win over the toaster's defaults, so they are set here.
  return toast.error(message, { ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
}
