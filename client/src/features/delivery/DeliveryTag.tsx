import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { deliveryTagText } from './deliveryWording';
import { useDeliveryPromise } from './useDeliveryPromise';
import * as styles from './DeliveryTag.css';

interface TagProps {
  /** The tag's box (each place keeps its own look). */
  className: string;
  iconClassName: string;
}

/**
 * The viewer's delivery promise as a tag ('2-3 days'; 'No delivery to Rubavu' where the shop does not deliver). While
 * the promise loads, an invisible tag of the same height keeps its room.
 */
export function DeliveryTag(props: TagProps) {
  return (
    <Suspense fallback={<TagBox {...props} className={`${props.className} ${styles.waiting}`} text={'\u00a0'} hidden />}>
      <PromiseTag {...props} />
    </Suspense>
  );
}

function PromiseTag(props: TagProps) {
  const { i18n } = useLingui();
  const promise = useDeliveryPromise();
  return <TagBox {...props} text={deliveryTagText(promise, i18n)} />;
}

function TagBox({ className, iconClassName, text, hidden = false }: TagProps & { text: string; hidden?: boolean }) {
  return (
    <span className={className} aria-hidden={hidden || undefined}>
      <TruckIcon className={iconClassName} />
      {text}
    </span>
  );
}

/** A delivery van: the promise is days, not minutes, so no lightning bolt. */
export function TruckIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M1 4h13v12H1z" />
      <path d="M14 8h4l3 4v4h-7z" />
      <circle cx="5.5" cy="18.5" r="2" />
      <circle cx="17.5" cy="18.5" r="2" />
    </svg>
  );
}
