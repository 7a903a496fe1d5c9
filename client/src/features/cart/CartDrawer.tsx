import { Trans, useLingui } from '@lingui/react/macro';
import { Component as ReactComponent, type ReactNode, Suspense, use, useEffect, useId, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CartDrawerQuery } from '../../__generated__/CartDrawerQuery.graphql';
import { Button } from '../../ui/Button';
import { ToasterSlot } from '../../ui/toasterSlot';
import { useSignedIn } from '../../relay/useSignedIn';
import { CartContent } from './CartContent';
import { GuestCartContent } from './GuestCartContent';
import { CartSkeleton } from './CartSkeleton';
import * as styles from './CartDrawer.css';

const query = graphql`
  query CartDrawerQuery {
    viewer {
      cart {
        ...CartContent_cart
      }
    }
  }
`;

/**
 * The cart as a modal drawer from the right, on the browser's own <dialog>: the page behind is inert, Escape or a
 * click on the backdrop closes it, and focus goes back to the cart button.
 */
export function CartDrawer({ open, openCount, onClose }: { open: boolean; openCount: number; onClose: () => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocusTo = useRef<Element | null>(null);
  const [retries, setRetries] = useState(0);

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
      if (dialog?.open) dialog.close();
    };
  }, []);

  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby={titleId}
      onClose={() => {
        const target = returnFocusTo.current;
        if (target instanceof HTMLElement && target.isConnected) target.focus();
        onClose();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop.
        if (event.target === event.currentTarget) close();
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title} tabIndex={-1}>
              <Trans>My Cart</Trans>
            </h2>
            <button type="button" className={styles.close} aria-label={t`Close the cart`} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <DrawerErrorBoundary key={retries} onRetry={() => setRetries((count) => count + 1)}>
            <Suspense fallback={<CartSkeleton />}>
              {/* Every opening asks the server again (the cart may have changed in another tab), showing what is known meanwhile. */}
              <DrawerCart fetchKey={`${openCount}-${retries}`} onNavigate={close} />
            </Suspense>
          </DrawerErrorBoundary>
          {/* The page's toast area sits behind the modal; the drawer shows it above as well. */}
          {use(ToasterSlot)}
        </>
      ) : null}
    </dialog>
  );
}

function DrawerCart({ fetchKey, onNavigate }: { fetchKey: string; onNavigate: () => void }) {
  // A visitor's cart is on the device: nothing to ask the server for but its products' prices (offline too).
  if (!useSignedIn()) return <GuestCartContent layout="drawer" onNavigate={onNavigate} />;
  return <AccountDrawerCart fetchKey={fetchKey} onNavigate={onNavigate} />;
}

function AccountDrawerCart({ fetchKey, onNavigate }: { fetchKey: string; onNavigate: () => void }) {
  const data = useLazyLoadQuery<CartDrawerQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey });
  return <CartContent cart={data.viewer?.cart ?? null} layout="drawer" onNavigate={onNavigate} />;
}

/** Keeps a failed cart load inside the drawer, with a way to try again, instead of replacing the page. */
class DrawerErrorBoundary extends ReactComponent<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.failed} role="alert">
        <p>
          <Trans>Your cart could not be loaded. Check your connection, then try again.</Trans>
        </p>
        <Button tone="outline" onClick={this.props.onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
}
