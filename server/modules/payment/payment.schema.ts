import { PaymentState } from '../../generated/prisma/enums.js';
import { builder } from '../../graphql/builder.js';
import { offeredPaymentMethods, PAYMENT_METHODS, type PaymentMethod } from './payment.inputs.js';
import * as refunds from './payment-refund.js';
import * as payments from './payment.service.js';
import { storedReason, storedReasonSentence } from './payment-reasons.js';
import { amountInState, maskedPhone, providerLabel, refundView, type RefundView } from './payment-view.js';
import { PaymentReasonEnum } from '../../graphql/errors.js';

export const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  description: 'How an order is paid: cash at the door, or a mobile-money prompt on the payer\'s phone.',
  values: PAYMENT_METHODS,
});

export const PaymentStateEnum = builder.enumType(PaymentState, {
  name: 'PaymentState',
  description:
    'Where the money stands: UNPAID (cash, until delivered), PENDING (waiting for approval on the phone), PAID, FAILED (retry or switch to cash before the deadline), REFUND_DUE (cancelled after payment), REFUNDED.',
});

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
  /** The latest mobile-money attempt. */
  attempt: PaymentAttemptView | null;
  /** Every attempt, newest first: the money of several may be held or owed back. */
  attempts: PaymentAttemptView[];
}

interface PaymentAttemptView {
  provider: string;
  phone: string;
  reason: string | null;
  state: PaymentState;
  amount: number;
  createdAt: Date;
  refundReference: string | null;
}

const RefundByEnum = builder.enumType('RefundBy', {
  description: "Who gives an order's money back: PROVIDER (it refunds by itself; the shop asks it and follows it), ADMIN (by hand, then confirmed).",
  values: ['PROVIDER', 'ADMIN'] as const,
});

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
    payerPhone: t.string({
      nullable: true,
      description: "The number asked to pay, in full (+2507XXXXXXXX): the order's owner asks it again or corrects it.",
      resolve: (payment) => payment.attempt?.phone ?? null,
    }),
    promptAgainAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'While a prompt waits: from when retryOrderPayment may ask the same number again (another number may be asked at once).',
      resolve: (payment, _args, context) =>
        payment.state === 'PENDING' && payment.attempt?.state === 'PENDING' ? payments.promptAgainAt(context, payment.attempt.createdAt) : null,
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
    amount: t.field({
      type: 'Rwf',
      nullable: true,
      description: 'The money the state is about: paid (PAID), owed back (REFUND_DUE) or given back (REFUNDED), by mobile money; null otherwise.',
      resolve: (payment) => amountInState(payment.state, payment.attempts),
    }),
    refundBy: t.field({
      type: RefundByEnum,
      nullable: true,
      description:
        'Who gives the money back: for a paid order, who would if it were cancelled now; for a refund due, who is making it now (PROVIDER from the cancellation until the provider makes it, or refuses or fails it: then ADMIN). Null when no money is held or owed.',
      resolve: (payment, _args, context) => refunds.refundByOf(context, payment.state, payment.attempts),
    }),
    refund: t.field({
      type: RefundType,
      nullable: true,
      description: 'What the order owes or owed back, where it goes and where it stands; null when it owes nothing back.',
      resolve: (payment, _args, context) => refundView(payment.attempts, refunds.refundByOf(context, payment.state, payment.attempts) === 'PROVIDER'),
    }),
    refundInProgress: t.boolean({
      description: 'A refund is due and the provider is making it (refundBy PROVIDER): the shop follows it, and nobody refunds it by hand meanwhile.',
      resolve: (payment, _args, context) => payment.state === 'REFUND_DUE' && refunds.refundByOf(context, payment.state, payment.attempts) === 'PROVIDER',
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
      // An order has a few attempts at most (each retry is rate-limited): all of them, for the money held or owed.
      paymentAttempts: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { provider: true, phone: true, reason: true, state: true, amount: true, createdAt: true, refundReference: true } },
    },
    resolve: (order) => ({
      orderId: order.id,
      method: order.paymentMethod as PaymentMethod,
      state: order.paymentState,
      dueAt: order.paymentDueAt,
      attempt: order.paymentAttempts[0] ?? null,
      attempts: order.paymentAttempts,
    }),
  }),
);

builder.queryField('paymentMethods', (t) =>
  t.field({
    type: [PaymentMethodEnum],
    description: 'The ways to pay this shop takes: CASH_ON_DELIVERY always, MTN_MOMO and AIRTEL_MONEY when their provider is configured.',
    resolve: (_root, _args, context) => offeredPaymentMethods((provider) => context.payments.offers(provider)),
  }),
);
