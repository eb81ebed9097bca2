import { useEffect, useEffectEvent, useRef } from 'react';

export interface ModalDialogOptions {
  /** The owner's state: the dialog is shown as a modal while it is true. */
  open: boolean;
  onClose: () => void;
  /** Called when the browser opened the dialog (a native `command="show-modal"` button). */
  onOpen?: () => void;
  /** The dialog has an id, so the browser may open and close it before any script. */
  native: boolean;
}

/**
 * A native `<dialog>` opened and closed as its owner's `open` says (`showModal()`), the page
 * behind kept from scrolling, and focus returned on close to the element focused before it
 * opened. A dialog the browser opened or closed by itself is followed: `onOpen`, `onClose`.
 * Returns the dialog's ref and its `close` handler.
 */
export function useModalDialog({ open, onClose, onOpen, native }: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  /** Opened by the browser and not yet followed by the owner's `open`: not to be closed for it. */
  const openedByBrowser = useRef(false);

  // Before the effect below: a dialog the browser opened before hydration stays open.
  const opened = useEffectEvent(() => {
    const dialog = ref.current;
    // Opened by the owner (its own showModal() also fires `toggle`): nothing to follow.
    if (!dialog?.open || open) return;
    openedByBrowser.current = true;
    document.documentElement.style.overflow = 'hidden';
    onOpen?.();
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !native) return;
    opened();
    const onToggle = (event: Event) => (event as ToggleEvent).newState === 'open' && opened();
    dialog.addEventListener('toggle', onToggle);
    return () => dialog.removeEventListener('toggle', onToggle);
  }, [native]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) openedByBrowser.current = false;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open && !openedByBrowser.current) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
      document.documentElement.style.overflow = '';
    };
  }, []);

  const handleClose = () => {
    // Opened by the browser and told to the owner (`onOpen`), whose `open` has not caught up yet:
    // the owner must hear of the close too, or its late `open` would show the dialog again.
    const ownerOpening = openedByBrowser.current;
    openedByBrowser.current = false;
    document.documentElement.style.overflow = '';
    // Unless the visitor has already moved on (`close` comes a task after the dialog closed).
    const focused = document.activeElement;
    if (!focused || focused === document.body || ref.current?.contains(focused))
      returnFocusTo.current?.focus();
    returnFocusTo.current = null;
    // Closed by the browser while its owner has it open (a click outside, `closedby="any"`; a
    // `command="close"` button): the owner follows, so the dialog can be opened again.
    if (open || ownerOpening) onClose();
  };

  return { ref, handleClose };
}
