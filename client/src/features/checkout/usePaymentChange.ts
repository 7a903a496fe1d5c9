import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentMethod } from './mobileMoney';
import { orderResultPath } from './orderResultLoader';
import { usePaymentReasonText } from './paymentReasons';
import { useRetryOrderPaymentMutation } from './useRetryOrderPaymentMutation';

/**
 * Changes how a waiting or failed order is paid (a new prompt, another number, cash on delivery) and words the
 * server's refusal in the shopper's language. Cash goes on to /success; a refusal because the order moved meanwhile
 * (paid, cancelled, time up) reads the order again through `onStale`, so the page shows where it stands now.
 */
export function usePaymentChange(orderId: string, databaseId: string, onStale: () => void) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const retry = useRetryOrderPaymentMutation();
  const reasonText = usePaymentReasonText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  /** True once the server took the change. */
  const change = useCallback(
    async (paymentMethod: PaymentMethod, payerPhone: string | null): Promise<boolean> => {
      setBusy(true);
      setRefusal(null);
      try {
        const answer = await retry(orderId, paymentMethod, payerPhone);
        switch (answer.__typename) {
          case 'RetryOrderPaymentPayload':
            if (paymentMethod === 'CASH_ON_DELIVERY') void navigate(orderResultPath('success', databaseId), { replace: true });
            return true;
          case 'PaymentRejectedError':
          case 'PaymentUnavailableError':
            setRefusal(reasonText(answer.reason, answer.provider));
            return false;
          case 'RateLimitedError': {
            const seconds = answer.retryAfterSeconds;
            setRefusal(t`You can try again in ${seconds} seconds.`);
            return false;
          }
          case 'ConflictError':
            setRefusal(t`This order changed a moment ago, so nothing was changed. Here is where it stands now.`);
            onStale();
            return false;
          default:
            setRefusal(t`The payment could not be changed. Please try again.`);
            return false;
        }
      } catch {
        setRefusal(t`The shop could not be reached. Please try again.`);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [retry, orderId, databaseId, navigate, reasonText, onStale, t],
  );

  return { busy, refusal, clearRefusal: useCallback(() => setRefusal(null), []), change };
}
