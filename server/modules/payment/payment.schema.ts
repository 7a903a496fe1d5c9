import { ConflictError, NotFoundError, PaymentRejectedError, PaymentUnavailableError } from '../../errors.js';
import type { PaymentState } from '../../generated/prisma/enums.js';
import { builder } from '../../graphql/builder.js';
import { OrderType, PaymentMethodEnum, PaymentStateEnum } from '../order/order.schema.js';
import * as orders from '../order/order.service.js';
import { offeredPaymentMethods, type PaymentMethod } from './payment.inputs.js';
import * as refunds from './payment-refund.js';
import * as payments from './payment.service.js';
import { storedReason, storedReasonSentence } from './payment-reasons.js';
import { maskedPhone, providerLabel, refundView, type RefundView } from './payment-view.js';
import { PaymentReasonEnum } from '../../graphql/errors.js';

builder.prismaObject('PaymentEvent', {
  description: 'One change of an order\'s payment state.',
  fields: (t) => ({
    fromState: t.field({ type: PaymentStateEnum, nullable: true, resolve: (event) => event.fromState }),
    toState: t.field({ type: PaymentStateEnum, resolve: (event) => event.toState }),
    source: t.exposeString('source', { description: 'What moved it: placed, callback, poll, start, timeout, cancelled, refund, admin, retry, cash, delivered.' }),
    note: t.exposeString('note', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

interface OrderPaymentView {
  orderId: string;
  method: PaymentMethod;
  state: PaymentState;
  dueAt: Date | null;
  attempt: { provider: string; phone: string; reason: string | null; state: PaymentState; refundReference: string | null } | null;
  refund: RefundView | null;
}

const RefundProgressEnum = builder.enumType('RefundProgress', {
  values: {
    SENT_BACK: { description: 'The provider sent the money back to the number that paid.' },
    SENDING: { description: 'The provider accepted the refund and is sending the money back to the number that paid.' },
    SHOP_WILL_SEND: { description: 'The provider could not send it back: the shop gives it back by hand.' },
    SENT_BY_HAND: { description: 'The shop gave the money back by hand.' },
  } as const,
});

const RefundType = builder.objectRef<RefundView>('Refund').implement({
  description: 'Money an order owes or owed back to its shopper (a paid order cancelled, a payment that came late), and where it stands.',
  fields: (t) => ({
    amount: t.expose('amount', { type: 'Rwf' }),
    progress: t.field({ type: RefundProgressEnum, resolve: (refund) => refund.progress }),
    provider: t.exposeString('provider', { nullable: true, description: 'MTN MoMo or Airtel Money, where the provider sends it back; null by hand.' }),
    phone: t.exposeString('phone', { nullable: true, description: 'The number it goes back to, its middle digits hidden (0788 *** 456); null by hand.' }),
  }),
});

const OrderPaymentType = builder.objectRef<OrderPaymentView>('OrderPayment').implement({
  description: "How an order is paid and where its money stands, beside the order's status.",
  fields: (t) => ({
    method: t.field({ type: PaymentMethodEnum, resolve: (payment) => payment.method }),
    state: t.field({ type: PaymentStateEnum, resolve: (payment) => payment.state }),
    provider: t.string({ nullable: true, description: 'MTN MoMo or Airtel Money, for mobile money.', resolve: (payment) => (payment.attempt ? providerLabel(payment.attempt.provider) : null) }),
    phone: t.string({
      nullable: true,
      description: 'The number asked to pay, its middle digits hidden (0788 *** 456).',
      resolve: (payment) => (payment.attempt ? maskedPhone(payment.attempt.phone) : null),
    }),
    reason: t.string({
      nullable: true,
      description: 'Why the latest mobile-money attempt failed, in English words for the shopper (reasonCode for other languages).',
      resolve: (payment) => (payment.attempt ? storedReasonSentence(payment.attempt.reason, providerLabel(payment.attempt.provider)) : null),
    }),
    reasonCode: t.field({
      type: PaymentReasonEnum,
      nullable: true,
      description: 'Why the latest mobile-money attempt failed, as a code to word in the reader\'s language.',
      resolve: (payment) => storedReason(payment.attempt?.reason ?? null),
    }),
    dueAt: t.expose('dueAt', { type: 'DateTime', nullable: true, description: 'When an unpaid mobile-money order is cancelled.' }),
    refund: t.field({
      type: RefundType,
      nullable: true,
      description: 'What the order owes or owed back, where it goes and where it stands; null when it owes nothing back.',
      resolve: (payment) => payment.refund,
    }),
    refundInProgress: t.boolean({
      description: 'The provider accepted the refund and is making it (MTN): the shop reads its status; nobody refunds it by hand meanwhile.',
      resolve: (payment) => payment.attempt?.state === 'REFUND_DUE' && payment.attempt.refundReference !== null,
    }),
    history: t.prismaField({
      type: ['PaymentEvent'],
      description: 'Every change of the payment state, oldest first.',
      resolve: (query, payment, _args, context) =>
        context.db.prisma.paymentEvent.findMany({ ...query, where: { orderId: payment.orderId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    }),
  }),
});

builder.prismaObjectField('Order', 'payment', (t) =>
  t.field({
    type: OrderPaymentType,
    select: {
      // An order has a handful of attempts at most: the latest is the payment, those owing money back its refund.
      paymentAttempts: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { provider: true, phone: true, reason: true, state: true, refundReference: true, amount: true } },
    },
    resolve: (order) => ({
      orderId: order.id,
      method: order.paymentMethod as PaymentMethod,
      state: order.paymentState,
      dueAt: order.paymentDueAt,
      attempt: order.paymentAttempts[0] ?? null,
      refund: refundView(order.paymentAttempts),
    }),
  }),
);

const OrderPaymentPayload = builder.objectRef<{ orderId: string }>('RetryOrderPaymentPayload').implement({
  fields: (t) => ({
    order: t.prismaField({ type: 'Order', resolve: (query, payload, _args, context) => orders.orderById(context, payload.orderId, query) }),
  }),
});
const ConfirmOrderRefundPayload = builder.objectRef<{ orderId: string }>('ConfirmOrderRefundPayload').implement({
  fields: (t) => ({
    order: t.prismaField({ type: 'Order', resolve: (query, payload, _args, context) => orders.orderById(context, payload.orderId, query) }),
  }),
});

const RetryOrderPaymentInput = builder.inputType('RetryOrderPaymentInput', {
  fields: (t) => ({
    orderId: t.globalID({ for: OrderType }),
    paymentMethod: t.field({ type: PaymentMethodEnum, description: 'MTN_MOMO or AIRTEL_MONEY to try again, CASH_ON_DELIVERY to pay at the door.' }),
    payerPhone: t.string({ required: false, description: 'The mobile-money number asked to pay (required for mobile money).' }),
  }),
});

const ConfirmOrderRefundInput = builder.inputType('ConfirmOrderRefundInput', {
  fields: (t) => ({ orderId: t.globalID({ for: OrderType }) }),
});

builder.mutationFields((t) => ({
  retryOrderPayment: t.field({
    type: OrderPaymentPayload,
    description: "After a failed mobile-money payment: a new prompt (a new deadline), or the order switched to cash on delivery (the order's owner, until it is cancelled).",
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, ConflictError, PaymentRejectedError, PaymentUnavailableError] },
    args: { input: t.arg({ type: RetryOrderPaymentInput }) },
    resolve: (_root, { input }, context) =>
      payments.retryOrderPayment(context, { orderId: input.orderId.id, paymentMethod: input.paymentMethod, payerPhone: input.payerPhone }),
  }),
  confirmOrderRefund: t.field({
    type: ConfirmOrderRefundPayload,
    description: 'Confirms that the refund of a cancelled, paid order was made by hand: REFUND_DUE becomes REFUNDED (admins only).',
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError] },
    args: { input: t.arg({ type: ConfirmOrderRefundInput }) },
    resolve: (_root, { input }, context) => refunds.confirmOrderRefund(context, { orderId: input.orderId.id }),
  }),
}));

builder.queryField('paymentMethods', (t) =>
  t.field({
    type: [PaymentMethodEnum],
    description: 'The ways to pay this shop takes: CASH_ON_DELIVERY always, MTN_MOMO and AIRTEL_MONEY when their provider is configured.',
    resolve: (_root, _args, context) => offeredPaymentMethods((provider) => context.payments.offers(provider)),
  }),
);
