import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import * as styles from './Checkout.css';

interface Props {
  /** The addresses to choose from, one AddressOption each; none gives the 'No address found!' word. */
  options: ReactNode[];
  busy: boolean;
  /** The next page of addresses, when there is one. */
  more: { hasNext: boolean; isLoadingNext: boolean; loadNext: () => void };
  onAdd: () => void;
}

/** The checkout's address panel: the shopper's addresses to choose from (or a word that there is none) and Add address. */
export function CheckoutAddresses({ options, busy, more, onAdd }: Props) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        <Trans>Choose your delivery address</Trans>
      </h2>
      {options.length === 0 ? (
        <p className={styles.noAddress} role="status">
          <Trans>No address found! Please add an address.</Trans>
        </p>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">
            <Trans>Delivery address</Trans>
          </legend>
          <ul className={styles.options}>{options}</ul>
        </fieldset>
      )}
      {more.hasNext ? (
        <Button
          tone="quiet"
          size="small"
          disabled={more.isLoadingNext}
          onClick={() => {
            if (!more.isLoadingNext) more.loadNext();
          }}
        >
          {more.isLoadingNext ? <Trans>Loading...</Trans> : <Trans>Show more addresses</Trans>}
        </Button>
      ) : null}
      <button type="button" className={styles.addTile} onClick={onAdd} disabled={busy}>
        <PlusIcon size={22} />
        <span>
          <Trans>Add address</Trans>
        </span>
      </button>
    </section>
  );
}
