import { Trans, useLingui } from '@lingui/react/macro';
import { BellIcon } from './BellIcon';
import { askAlertPermission, useAlertPermission } from './orderNotifications';
import { toast } from '../../ui/toast';
import * as styles from './EnableOrderAlertsButton.css';

/**
 * 'Enable order alerts' for admins: asks the browser's notification permission on this click (never unasked).
 * Shown only while the browser has not been answered yet and can notify at all.
 */
export function EnableOrderAlertsButton({ layout }: { layout: 'menu' | 'side' | 'page' }) {
  const { t } = useLingui();
  const permission = useAlertPermission();
  if (permission !== 'default') return null;
  const enable = async () => {
    if ((await askAlertPermission()) === 'granted') toast.success(t`Order alerts enabled`);
  };
  return (
    <button type="button" className={styles.button[layout]} onClick={() => void enable()}>
      <BellIcon className={styles.icon} />
      <Trans>Enable order alerts</Trans>
    </button>
  );
}
