import { dismissToast, useToasts } from '../../ui/toast';
import * as styles from './Toaster.css';

/** The toast area: errors are announced assertively, successes politely. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className={styles.region}>
      <div role="alert" aria-live="assertive" className={styles.stack}>
        {toasts.filter((toast) => toast.tone === 'error').map((toast) => (
          <button key={toast.id} type="button" className={styles.error} onClick={() => dismissToast(toast.id)}>
            {toast.message}
          </button>
        ))}
      </div>
      <div role="status" aria-live="polite" className={styles.stack}>
        {toasts.filter((toast) => toast.tone === 'success').map((toast) => (
          <button key={toast.id} type="button" className={styles.success} onClick={() => dismissToast(toast.id)}>
            {toast.message}
          </button>
        ))}
      </div>
    </div>
  );
}
