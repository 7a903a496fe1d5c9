import { useLingui } from '@lingui/react/macro';
import { dismissToast, type Toast, useToasts } from '../../ui/toast';
import { CloseIcon, ErrorIcon, SuccessIcon } from './icons';
import * as styles from './Toaster.css';

/** The toast area: errors are announced assertively, successes politely; a tap dismisses one early. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className={styles.region}>
      <div role="alert" aria-live="assertive" className={styles.stack}>
        {toasts
          .filter((toast) => toast.tone === 'error')
          .map((toast) => (
            <ToastMessage key={toast.id} toast={toast} />
          ))}
      </div>
      <div role="status" aria-live="polite" className={styles.stack}>
        {toasts
          .filter((toast) => toast.tone === 'success')
          .map((toast) => (
            <ToastMessage key={toast.id} toast={toast} />
          ))}
      </div>
    </div>
  );
}

function ToastMessage({ toast }: { toast: Toast }) {
  const { t } = useLingui();
  return (
    <button type="button" className={styles.toast({ tone: toast.tone })} onClick={() => dismissToast(toast.id)} title={t`Dismiss`}>
      {toast.tone === 'error' ? <ErrorIcon size={22} className={styles.icon} /> : <SuccessIcon size={22} className={styles.icon} />}
      <span className={styles.message}>{toast.message}</span>
      <CloseIcon size={16} className={styles.dismiss} />
    </button>
  );
}
