// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AdminOrderCardRefreshQuery, { type AdminOrderCardRefreshQuery as QueryType } from '../../../client/src/__generated__/AdminOrderCardRefreshQuery.graphql';
import { AdminOrderCard } from '../../../client/src/features/admin-orders/AdminOrderCard';

const ORDER_ID = 'T3JkZXI6MQ==';

/** A mobile-money order paid, then cancelled, whose refund the provider did not make. */
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
  payment: { method: 'MTN_MOMO', state: 'REFUND_DUE', provider: 'MTN MoMo', refundInProgress: false, history: [] },
  deliveryAddress: { houseNumber: null, street: 'KG 11 Ave', village: 'Urumuri', sector: 'Kimironko', district: 'Gasabo', mobile: '+250788123456' },
  lines: [{ lineNumber: 1, localName: 'Matoke', image: null, quantity: 2 }],
  statusHistory: [],
};

/** What the server answers the refund confirmation; the test changes it. */
let confirmation: Record<string, unknown>;
const sent: Record<string, unknown>[] = [];

function Card() {
  const data = useLazyLoadQuery<QueryType>(AdminOrderCardRefreshQuery, { id: ORDER_ID });
  return data.node?.order ? <AdminOrderCard order={data.node.order} /> : null;
}

function renderCard(order: Record<string, unknown> = ORDER) {
  const environment = new Environment({
    network: Network.create((operation, variables) => {
      if (operation.name === 'AdminOrderCardRefreshQuery') return { data: { node: order } };
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
  afterEach(cleanup);

  it('shows the payment as Refund due, and once the admin confirms, Refunded without the button', async () => {
    const history = [{ fromState: 'REFUND_DUE', toState: 'REFUNDED', source: 'admin', createdAt: '2026-11-21T08:00:00.000Z' }];
    confirmation = {
      __typename: 'ConfirmOrderRefundPayload',
      order: { id: ORDER_ID, payment: { method: 'MTN_MOMO', state: 'REFUNDED', provider: 'MTN MoMo', refundInProgress: false, history } },
    };
    renderCard();
    const button = await screen.findByRole('button', { name: 'Confirm refund' });
    expect(screen.getByText('MTN MoMo')).toBeTruthy();
    expect(screen.getByText('Refund due')).toBeTruthy();

    await act(async () => void fireEvent.click(button));
    expect(sent).toEqual([{ input: { orderId: ORDER_ID } }]);
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Confirm refund' })).toBeNull();
    // The payment history shows the confirmation the answer brought.
    expect(screen.getByText(/Refund confirmed by an admin/)).toBeTruthy();
  });

  it('offers no button while the provider is still making the refund, and says so', async () => {
    renderCard({ ...ORDER, payment: { ...(ORDER.payment as object), refundInProgress: true } });
    expect(await screen.findByText('This order was paid and then cancelled: MTN MoMo is sending the money back to the customer.')).toBeTruthy();
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
