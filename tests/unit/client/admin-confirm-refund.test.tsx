// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminOrderCardRefreshQuery, { type AdminOrderCardRefreshQuery as QueryType } from '../../../client/src/__generated__/AdminOrderCardRefreshQuery.graphql';
import { AdminOrderCard } from '../../../client/src/features/admin-orders/AdminOrderCard';

const ORDER_ID = 'T3JkZXI6MQ==';

const PAYMENT = { method: 'MTN_MOMO', amount: 4200, provider: 'MTN MoMo', phone: '0784 *** 456' };

/** A mobile-money order paid, then cancelled, whose refund MTN failed: the admin's to make by hand. */
const ORDER = {
  __typename: 'Order',
  id: ORDER_ID,
  status: 'CANCELLED',
  customer: { id: 'VXNlcjox', name: 'Aline' },
  orderNumber: 'ISK-000001',
  canCancel: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  total: 4200,
  deliveryCharge: 0,
  estimatedDeliveryDate: '2026-11-22T08:00:00.000Z',
  payment: { ...PAYMENT, state: 'REFUND_DUE', refundBy: 'ADMIN', reasonCode: 'REFUND_FAILED', history: [] },
  deliveryAddress: { houseNumber: null, street: 'KG 11 Ave', village: 'Urumuri', sector: 'Kimironko', district: 'Gasabo', mobile: '+250788123456' },
  lines: [{ lineNumber: 1, localName: 'Matoke', image: null, quantity: 2 }],
  statusHistory: [],
};

const MADE_BY_MTN = { fromState: 'REFUND_DUE', toState: 'REFUNDED', source: 'refund', createdAt: '2026-11-21T08:00:00.000Z' };
const MTN_REFUNDING = { ...ORDER, payment: { ...ORDER.payment, refundBy: 'PROVIDER', reasonCode: null } };
const REFUNDED_BY_MTN = { ...ORDER, payment: { ...ORDER.payment, state: 'REFUNDED', refundBy: null, reasonCode: null, history: [MADE_BY_MTN] } };

/** What the server answers the refund confirmation, and each read of the order in turn (the last one repeats). */
let confirmation: Record<string, unknown>;
let reads: Record<string, unknown>[];
let readCount: number;
const sent: Record<string, unknown>[] = [];

/** The card's refund note, with Intl's no-break spaces in amounts read as spaces. */
const statusText = () => screen.getByRole('status').textContent?.replace(/\u00a0/g, ' ');

function Card() {
  const data = useLazyLoadQuery<QueryType>(AdminOrderCardRefreshQuery, { id: ORDER_ID });
  return data.node?.order ? <AdminOrderCard order={data.node.order} /> : null;
}

function renderCard(...answers: Record<string, unknown>[]) {
  reads = answers.length > 0 ? answers : [ORDER];
  readCount = 0;
  const environment = new Environment({
    network: Network.create((operation, variables) => {
      if (operation.name === 'AdminOrderCardRefreshQuery') {
        const order = reads[Math.min(readCount, reads.length - 1)];
        readCount += 1;
        return { data: { node: order } };
      }
      sent.push(variables);
      return { data: { confirmOrderRefund: confirmation } };
    }),
    store: new Store(new RecordSource()),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="loading">
          <Card />
        </Suspense>
      </RelayEnvironmentProvider>
    </I18nProvider>,
  );
}

describe("the admin's order card and a refund due", () => {
  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    sent.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks for a hand refund only once MTN could not make it; confirmed, it reads Refunded without the button', async () => {
    const history = [{ fromState: 'REFUND_DUE', toState: 'REFUNDED', source: 'admin', createdAt: '2026-11-21T08:00:00.000Z' }];
    confirmation = {
      __typename: 'ConfirmOrderRefundPayload',
      order: { id: ORDER_ID, total: 4200, payment: { ...PAYMENT, state: 'REFUNDED', refundBy: null, reasonCode: null, history } },
    };
    renderCard();
    const button = await screen.findByRole('button', { name: 'Confirm refund' });
    expect(statusText()).toBe(
      'MTN MoMo could not refund RWF 4,200 to 0784 *** 456: send the money back to the customer by hand, then confirm the refund.',
    );
    expect(screen.getByText('Refund due')).toBeTruthy();

    await act(async () => void fireEvent.click(button));
    expect(sent).toEqual([{ input: { orderId: ORDER_ID } }]);
    expect(statusText()).toBe('Refunded by hand: RWF 4,200, confirmed by an admin.');
    expect(screen.queryByRole('button', { name: 'Confirm refund' })).toBeNull();
    // The payment history shows the confirmation the answer brought.
    expect(screen.getByText(/Refund confirmed by an admin/)).toBeTruthy();
  });

  it('follows a refund MTN is making, with no button, until it is made', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderCard(MTN_REFUNDING, MTN_REFUNDING, REFUNDED_BY_MTN);
    await act(async () => {});
    expect(statusText()).toBe('MTN MoMo is refunding RWF 4,200 to 0784 *** 456.');
    expect(screen.queryByRole('button', { name: 'Confirm refund' })).toBeNull();

    // Read again after a few seconds: still being made.
    await act(() => vi.advanceTimersByTimeAsync(2600));
    expect(readCount).toBe(2);
    expect(statusText()).toBe('MTN MoMo is refunding RWF 4,200 to 0784 *** 456.');
    // The next read, a little later, finds it made; then the card stops reading.
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(readCount).toBe(3);
    expect(statusText()).toBe('Refunded: MTN MoMo sent RWF 4,200 back to 0784 *** 456.');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(readCount).toBe(3);
  });

  it('a hand confirmation refused because MTN is making the refund: says so, and the card reads the order again', async () => {
    confirmation = { __typename: 'RefundInProgressError', __isError: 'RefundInProgressError', code: 'REFUND_IN_PROGRESS', provider: 'MTN MoMo', message: 'MTN MoMo is making this refund itself.' };
    renderCard(ORDER, MTN_REFUNDING);
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Confirm refund' })));
    expect(readCount).toBe(2);
    expect(statusText()).toBe('MTN MoMo is refunding RWF 4,200 to 0784 *** 456.');
    expect(screen.queryByRole('button', { name: 'Confirm refund' })).toBeNull();
  });

  it("shows the server's refusal and keeps the refund due", async () => {
    confirmation = { __typename: 'ConflictError', __isError: 'ConflictError', code: 'CONFLICT', field: null, message: 'This refund was already confirmed' };
    renderCard();
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Confirm refund' })));
    expect(screen.getByRole('alert').textContent).toBe('This refund was already confirmed');
    expect(screen.getByText('Refund due')).toBeTruthy();
  });
});
