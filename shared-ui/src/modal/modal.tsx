import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { Button } from '../button/button';
import { classNames } from '../class-names/class-names';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/close-icon';
import styles from './modal.module.css';

export type ModalProps = {
  /** Controlled open state; leave out (with `trigger`) to let the modal manage itself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the modal, e.g. a `Button`. Focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * The words of the light button that opens it, the page's usual opener of a dialog; for any other
   * opener, give `trigger`.
   */
  opener?: ReactNode;
  title: ReactNode;
  /** Read with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** False while work is in flight: Escape, the overlay and the close button do nothing. */
  dismissible?: boolean;
  closeLabel?: string;
  className?: string;
  /**
   * Called once the dialog has closed; returns true when it put focus somewhere itself (e.g. on a
   * field the server refused), so focus does not go back to what opened the dialog.
   */
  focusOnClose?: () => boolean;
};

/**
 * The base dialog (Radix Dialog): focus moves in and is trapped, Escape closes, and focus returns
 * to whatever opened it — the trigger, or the control that was focused when `open` turned true.
 */
export function Modal({
  open,
  onOpenChange,
  trigger,
  opener,
  title,
  description,
  children,
  dismissible = true,
  closeLabel = 'Close',
  className,
  focusOnClose,
}: ModalProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const opens =
    trigger ??
    (opener === undefined ? null : (
      <Button width="auto" variant="light" icon={null}>
        {opener}
      </Button>
    ));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {opens ? <Dialog.Trigger asChild>{opens}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={classNames(styles.content, className)}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (focusOnClose?.()) {
              event.preventDefault();
            } else if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
          <Dialog.Close asChild>
            <IconButton aria-label={closeLabel} disabled={!dismissible} className={styles.close}>
              <CloseIcon />
            </IconButton>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
