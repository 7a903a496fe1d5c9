import { useLingui } from '@lingui/react/macro';
import { type ReactNode, use, useEffect, useId, useRef } from 'react';
import * as styles from './Dialog.css';
import { ToasterSlot } from './toasterSlot';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/**
 * A modal dialog on the browser's own <dialog>: the page behind is inert, Escape closes it, focus starts inside
 * and goes back to what opened it when it closes.
 */
export function Dialog({ open, onClose, title, children, wide }: Props) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const toaster = use(ToasterSlot);
  const returnFocusTo = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      // Unmounted while open (navigation): hand focus back all the same.
      if (dialog?.open) dialog.close();
    };
  }, []);

  const handleClose = () => {
    const target = returnFocusTo.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, wide ? styles.wide : ''].join(' ')}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} aria-label={t`Close`} onClick={() => ref.current?.close()}>
              ×
            </button>
          </div>
          <div className={styles.body}>{children}</div>
          {toaster}
        </>
      ) : null}
    </dialog>
  );
}
