import { ConflictError, NotFoundError, PaymentRejectedError, PaymentUnavailableError, RateLimitedError, RefundInProgressError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import { mirrorsInput } from '../../graphql/input-mirror.js';
import type { orderRefundInput, retryOrderPaymentInput } from '../payment/payment.inputs.js';
import * as refunds from '../payment/payment-refund.js';
import { PaymentMethodEnum } from '../payment/payment.schema.js';
import * as payments from '../payment/payment.service.js';
import { OrderType } from './order.schema.js';

// An order's payment changes: the payment module's services, answered with the order they changed.

const OrderPaymentPayload = builder.objectRef<{ orderId: string }>('RetryOrderPaymentPayload').implement({
  fields: (t) => ({
    order: t.prismaField({ type: 'Order', resolve: (query, payload, _args, context) => context.db.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }) }),
  }),
});
const ConfirmOrderRefundPayload = builder.objectRef<{ orderId: string }>('ConfirmOrderRefundPayload').implement({
  fields: (t) => ({
    order: t.prismaField({ type: 'Order', resolve: (query, payload, _args, context) => context.db.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }) }),
  }),
});

const RetryOrderPaymentInput = mirrorsInput<typeof retryOrderPaymentInput>()(builder.inputType('RetryOrderPaymentInput', {
  fields: (t) => ({
    orderId: t.globalID({ for: OrderType }),
    paymentMethod: t.field({ type: PaymentMethodEnum, description: 'MTN_MOMO or AIRTEL_MONEY for a new prompt, CASH_ON_DELIVERY to pay at the door.' }),
    payerPhone: t.string({ required: false, description: 'The mobile-money number asked to pay (required for mobile money).' }),
  }),
}));

const ConfirmOrderRefundInput = mirrorsInput<typeof orderRefundInput>()(
  builder.inputType('ConfirmOrderRefundInput', {
    fields: (t) => ({ orderId: t.globalID({ for: OrderType }) }),
  }),
);

builder.mutationFields((t) => ({
  retryOrderPayment: t.field({
    type: OrderPaymentPayload,
    description:
      "While a mobile-money payment waits or after it failed: a new prompt to the same number or another (a new deadline; the waiting prompt is given up), or the order switched to cash on delivery (the order's owner, until it is cancelled or delivered). The same number is asked again at most once every PAYMENT_PROMPT_AGAIN_SECONDS (RateLimitedError).",
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, ConflictError, RateLimitedError, PaymentRejectedError, PaymentUnavailableError] },
    args: { input: t.arg({ type: RetryOrderPaymentInput }) },
    resolve: (_root, { input }, context) =>
      payments.retryOrderPayment(context, { orderId: input.orderId.id, paymentMethod: input.paymentMethod, payerPhone: input.payerPhone }),
  }),
  confirmOrderRefund: t.field({
    type: ConfirmOrderRefundPayload,
    description:
      'Confirms that the refund of a cancelled, paid order was made by hand: REFUND_DUE becomes REFUNDED (admins only). RefundInProgressError while the provider is making the refund itself.',
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError, RefundInProgressError] },
    args: { input: t.arg({ type: ConfirmOrderRefundInput }) },
    resolve: (_root, { input }, context) => refunds.confirmOrderRefund(context, { orderId: input.orderId.id }),
  }),
}));
