import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as page from './AdminPage.css';

interface Props {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the request runs: Confirm waits. */
  busy?: boolean;
  /** The server's refusal, shown in the dialog until the admin closes it. */
  error?: string | null;
}

/** Asks before something that cannot be undone (a permanent delete): Cancel, or Confirm in the danger tone. */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, busy = false, error = null }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <div className={page.form}>
        <p>{message}</p>
        {error ? (
          <p role="alert" className={page.error}>
            {error}
          </p>
        ) : null}
        <div className={page.actions}>
          <Button tone="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button tone="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
