import { z } from 'zod';
import { requireViewer } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { legacyPage } from '../catalog/legacy-catalog.js';
import { restRoute } from '../../rest/rest-route.js';
import { csvDownload } from './order-export.route.js';
import { exportOrdersCsv } from './order-export.service.js';
import {
  legacyMobileMoneyPayment,
  legacyOrderRowSchema,
  legacyOrderSchema,
  legacyListItems,
  legacyPromoCode,
  toLegacyOrder,
  toLegacyOrderRows,
} from './order.legacy.js';
import { dateTimeSchema, integerSchema } from '../../rest/doc-schemas.js';
import * as inbox from './order-inbox.service.js';
import { placeOrder } from './order-placement.service.js';
import * as orderStatus from './order-status.service.js';
import * as orders from './order.service.js';
import { orderExportInput, orderIdInput, placeOrderInput, updateOrderStatusInput } from './order.inputs.js';

const unreadSchema = { unreadCount: integerSchema, lastReadAt: dateTimeSchema.nullable() };

/** The same words as GraphQL's placeOrder message, which the /success page shows. */
const ORDER_PLACED_MESSAGE = 'Order placed successfully. Our delivery team will contact you shortly to confirm payment and delivery details.';

/** The answer to a mobile-money checkout: the prompt is on the payer's phone. */
const PAYMENT_PROMPTED_MESSAGE = 'Order placed. Approve the payment on your phone to complete it.';

/** The old checkout's payload as placeOrder's input, for both checkout paths. */
const legacyOrderInput = {
  schema: placeOrderInput,
  rename: { lines: 'list_items', subtotal: 'subTotalAmt', total: 'totalAmt' },
  adapt: { lines: legacyListItems, promoCode: legacyPromoCode },
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The old My Orders asks for every order at once: answers are its newest orders, one row per line. */
const ORDER_PAGE_SIZE = 50;
const MAX_ORDER_PAGE_SIZE = 100;

const idempotencyHeader = {
  name: 'Idempotency-Key',
  description: 'Makes retries safe: a repeat with the same key answers the first order (200, replayed true) instead of placing another',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};
const STATUS_FIELDS = { orderId: 'id', status: 'newStatus' };

/** The old client sent the promo code as { code }: a refused code is reported as `promoCode.code`, as before. */
async function withLegacyPromoCodeField<Result>(run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ValidationError && error.field === 'promoCode') throw new ValidationError(error.message, 'promoCode.code');
    throw error;
  }
}

export const orderRoutes = [
  restRoute({
    method: 'POST',
    path: '/order/cash-on-delivery',
    tag: 'Order',
    summary:
      "Place a cash-on-delivery order for the cart. Totals are recomputed by the server, the delivery zone's charge included: a client total below the server total is refused (409, code PRICE_CHANGED, with serverSubTotal and serverTotal), the message naming the new total in a shopper's words (the old checkout shows no delivery charge). The same request sent again by the same shopper within 10 minutes confirms that total: the order is placed at it (201), once; a different request, a total changed meanwhile or a later one is refused again with the new figures. An address in a district the shop does not deliver to is refused (400, code NOT_DELIVERED, the message naming the served districts). Send an Idempotency-Key header to make retries safe.",
    auth: 'user',
    input: { ...legacyOrderInput, omit: ['paymentMethod', 'payerPhone'] },
    headers: [idempotencyHeader],
    response: 'data: the order (legacy shape) with estimatedDeliveryDate; also estimatedDeliveryDate and replayed at the top level',
    data: legacyOrderSchema,
    extra: { estimatedDeliveryDate: dateTimeSchema, replayed: z.boolean() },
    success: [200, 201],
    refusals: [404, 409, 429],
    handle: async ({ context, input, headers }) => {
      const placed = await withLegacyPromoCodeField(() =>
        // The old checkout shows no delivery charge and cannot show a new total: pressing again confirms the one named.
        placeOrder(context, input, headers.get('idempotency-key') ?? undefined, { repeatConfirms: true }),
      );
      const order = toLegacyOrder(await orders.orderWithLines(context, placed.orderId));
      return {
        status: placed.replayed ? 200 : 201,
        message: ORDER_PLACED_MESSAGE,
        data: order,
        extra: { estimatedDeliveryDate: order.estimatedDeliveryDate, replayed: placed.replayed },
      };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/order/checkout',
    tag: 'Order',
    summary:
      "Place an order paid by mobile money: the cash-on-delivery payload plus the number to pay with (payerPhone; 078/079 MTN MoMo, 072/073 Airtel Money, or paymentMethod MTN_MOMO / AIRTEL_MONEY). The payer's phone is asked to approve; the order's payment_status follows (Pending, then Paid, or Failed; unpaid orders are cancelled after the payment deadline). Without a number: 400 on payerPhone. The provider refusing: 400, code PAYMENT_REJECTED; the provider down: 503, code PAYMENT_UNAVAILABLE, and no order is left placed (the cart is as before).",
    auth: 'user',
    // Without a number there is nothing to pay with.
    input: { ...legacyOrderInput, required: ['payerPhone'] },
    headers: [idempotencyHeader],
    response: 'data: the order (legacy shape, payment_status Pending); also estimatedDeliveryDate and replayed at the top level',
    data: legacyOrderSchema,
    extra: { estimatedDeliveryDate: dateTimeSchema, replayed: z.boolean() },
    success: [200, 201],
    refusals: [404, 409, 429, 503],
    handle: async ({ context, input, body, headers }) => {
      // Older clients name the payer's number phone or mobile.
      const { phone, mobile }: Record<string, unknown> = isRecord(body) ? body : {};
      const payment = legacyMobileMoneyPayment({ ...input, phone, mobile });
      const placed = await withLegacyPromoCodeField(() => placeOrder(context, { ...input, ...payment }, headers.get('idempotency-key') ?? undefined));
      const order = toLegacyOrder(await orders.orderWithLines(context, placed.orderId));
      return {
        status: placed.replayed ? 200 : 201,
        message: PAYMENT_PROMPTED_MESSAGE,
        data: order,
        extra: { estimatedDeliveryDate: order.estimatedDeliveryDate, replayed: placed.replayed },
      };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/order/order-list',
    tag: 'Order',
    summary: `The caller's own orders, newest first, as the old My Orders lists them (an admin's own too: the shop's orders are in the admin dashboard). ${ORDER_PAGE_SIZE} orders a page (?page=2 for older ones; ?limit= for another size, at most ${MAX_ORDER_PAGE_SIZE}), each order's lines as rows`,
    auth: 'user',
    query: z.object({ page: z.string().optional(), limit: z.string().optional() }),
    response:
      'data: one row per order line, as the old server stored them: [{ _id (the line; cancel-order and update-status take it), order_id, orderId (the number), userId, delivery_address { address_line, city, pincode, State, country, mobile }, productId, quantity, price, lineTotal, product_details { name, image } of the line, subTotalAmt, deliveryCharge, totalAmt (the order\'s), status, products [every line], estimatedDeliveryDate, paymentMethod, paymentId, payment_status, payment { method, state, provider, phone, reason, dueAt }, createdAt }]',
    data: z.array(legacyOrderRowSchema),
    extra: { page: integerSchema, totalCount: integerSchema.meta({ description: "The caller's orders" }), totalPage: integerSchema },
    handle: async ({ context, query }) => {
      const userId = requireViewer(context).id;
      const page = legacyPage(query, ORDER_PAGE_SIZE, MAX_ORDER_PAGE_SIZE);
      const [list, totalCount] = await Promise.all([
        orders.ownOrdersWithLines(context, { skip: page.skip, take: page.limit }),
        orders.countUserOrders(context, userId),
      ]);
      return { message: 'Order list', data: list.flatMap(toLegacyOrderRows), extra: { page: page.page, totalCount, totalPage: Math.ceil(totalCount / page.limit) } };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/order/unread-orders',
    tag: 'Order',
    summary: "The admin's new-order badge: orders created since they last marked orders read",
    auth: 'admin',
    response: 'unreadCount (top level), lastReadAt',
    extra: unreadSchema,
    handle: async ({ context }) => {
      const unread = await inbox.unreadOrders(context);
      return { message: 'Unread orders', extra: { unreadCount: unread.count, lastReadAt: unread.lastReadAt } };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/order/mark-orders-read',
    tag: 'Order',
    summary: 'Mark every order so far as read for this admin (opening the Orders page does this)',
    auth: 'admin',
    response: 'unreadCount (top level, 0), lastReadAt',
    extra: unreadSchema,
    handle: async ({ context }) => {
      const unread = await inbox.markOrdersRead(context);
      return { message: 'Orders marked as read', extra: { unreadCount: unread.count, lastReadAt: unread.lastReadAt } };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/order/cancel-order/:id',
    tag: 'Order',
    summary:
      'Cancel an order (the owner while Pending or Processing, an admin until Delivered or Cancelled); stock and promo uses return. The order is kept, with status Cancelled.',
    auth: 'user',
    response: 'data: the cancelled order (legacy shape)',
    data: legacyOrderSchema,
    refusals: [404, 409],
    // The order comes from the path, named `id` there.
    input: { schema: orderIdInput, rename: { orderId: 'id' }, omit: ['orderId'] },
    handle: async ({ context, params }) => {
      const rowOrderId = await orders.orderIdOfLegacyRow(context, params.id ?? '');
      const { orderId } = await orderStatus.cancelOrder(context, { orderId: rowOrderId });
      const order = await orders.orderWithLines(context, orderId);
      // The old client shows this text on success; orders are never deleted, whatever it says.
      return { message: 'Order cancelled and deleted successfully!', data: toLegacyOrder(order) };
    },
  }),
  restRoute({
    method: 'PATCH',
    path: '/order/update-status/:id',
    tag: 'Order',
    summary: "Set an order's status (admins; Pending, Processing, Shipped, Delivered or Cancelled in any case); Delivered and Cancelled orders are final",
    auth: 'admin',
    input: { schema: updateOrderStatusInput, rename: STATUS_FIELDS, omit: ['orderId'] },
    response: 'data: the order (legacy shape)',
    data: legacyOrderSchema,
    refusals: [404, 409],
    handle: async ({ context, params, input }) => {
      const rowOrderId = await orders.orderIdOfLegacyRow(context, params.id ?? '');
      const { orderId } = await orderStatus.updateOrderStatus(context, { ...input, orderId: rowOrderId });
      const order = await orders.orderWithLines(context, orderId);
      return { message: 'Order status updated!', data: toLegacyOrder(order) };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/order/admin/orders/export',
    tag: 'Order',
    summary: "A month's orders as a CSV download (admins; month 1-12, year defaults to the current year in Kigali): one row per order line",
    auth: 'admin',
    input: { schema: orderExportInput },
    response: 'text/csv; charset=utf-8 file orders_{month}_{year}.csv (errors answer the JSON envelope)',
    download: { contentType: 'text/csv; charset=utf-8', description: 'The CSV file orders_{month}_{year}.csv, one row per order line (Content-Disposition: attachment)' },
    // Only the two report fields are read: cache-busting parameters an old client adds are not an error.
    handle: async ({ context, input }) => {
      // An empty year box means the current year.
      return csvDownload(exportOrdersCsv(context, { ...input, year: input.year === '' ? undefined : input.year }));
    },
  }),
];
