import { formatPrismaCursor } from '@pothos/plugin-prisma';
import type { RequestContext } from '../../context.js';
import { ConflictError, NotDeliveredError, NotFoundError, OutOfStockError, PaymentRejectedError, PaymentUnavailableError, PriceChangedError } from '../../errors.js';
import type { Order } from '../../generated/prisma/client.js';
import { OrderStatus } from '../../generated/prisma/enums.js';
import type { PaymentMethod } from '../payment/payment.inputs.js';
import { PaymentMethodEnum, PaymentStateEnum } from '../payment/payment.schema.js';
import { builder } from '../../graphql/builder.js';
import { mirrorsInput } from '../../graphql/input-mirror.js';
import type { orderIdInput, placeOrderInput, updateOrderStatusInput } from './order.inputs.js';
import { AddressType } from '../address/address.schema.js';
import { CartType } from '../cart/cart.schema.js';
import { viewerCart } from '../cart/cart.service.js';
import { ProductType } from '../catalog/catalog.schema.js';
import { localName } from '../catalog/local-name.js';
import * as orderExport from './order-export.service.js';
import * as inbox from './order-inbox.service.js';
import * as placement from './order-placement.service.js';
import * as orderStatus from './order-status.service.js';
import * as orders from './order.service.js';

export const OrderStatusEnum = builder.enumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Pending, Processing, Shipped, Delivered (final), Cancelled (final).',
});

/** node(id:) finds an order only for its owner or an admin. */
const visibleOrder = (id: string, context: RequestContext) =>
  context.viewer?.role === 'ADMIN' ? { id } : { id, userId: context.viewer?.id ?? '' };

type DeliveryAddress = Pick<Order, 'district' | 'sector' | 'village' | 'street' | 'houseNumber' | 'mobile'>;

const DeliveryAddressType = builder.objectRef<DeliveryAddress>('DeliveryAddress').implement({
  description: 'The address as it was when the order was placed.',
  fields: (t) => ({
    district: t.exposeString('district'),
    sector: t.exposeString('sector'),
    village: t.exposeString('village'),
    street: t.exposeString('street', { description: 'Street or place.' }),
    houseNumber: t.exposeString('houseNumber', { nullable: true }),
    mobile: t.exposeString('mobile', { description: "The customer's number for delivery." }),
  }),
});

builder.prismaObject('OrderLine', {
  fields: (t) => ({
    lineNumber: t.exposeInt('lineNumber'),
    name: t.exposeString('name', { description: 'Product name when sold.' }),
    localName: t.string({
      description: "The name to show in the request's language: the product's Kinyarwanda or French name when sold, else its name when sold.",
      resolve: (line, _args, context) => localName(line, context.language),
    }),
    image: t.exposeString('image', { nullable: true, description: 'First product image when sold.' }),
    unit: t.exposeString('unit'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.expose('unitPrice', { type: 'Rwf', description: 'Effective unit price when sold (discount or promotion applied).' }),
    originalUnitPrice: t.expose('originalUnitPrice', { type: 'Rwf', description: 'List price when sold.' }),
    lineTotal: t.expose('lineTotal', { type: 'Rwf', description: 'Unit price x quantity minus the promo-code discount.' }),
    discountTotal: t.expose('discountTotal', { type: 'Rwf', description: "The promo code's discount on this line." }),
    // Products are only ever soft-deleted, so the relation always resolves.
    product: t.relation('product', { description: 'The product today (it may have left the shop since).' }),
  }),
});

builder.prismaObject('OrderStatusChange', {
  fields: (t) => ({
    fromStatus: t.field({ type: OrderStatusEnum, nullable: true, resolve: (change) => change.fromStatus }),
    toStatus: t.field({ type: OrderStatusEnum, resolve: (change) => change.toStatus }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    changedBy: t.relation('changedBy', {
      nullable: true,
      description: 'Who made the change; shown to admins only.',
      authScopes: { admin: true },
      unauthorizedResolver: () => null,
    }),
  }),
});

export const OrderType = builder.prismaNode('Order', {
  id: { field: 'id' },
  nullable: true,
  findUnique: visibleOrder,
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The id in URLs and in the REST adapter (`_id`).' }),
    orderNumber: t.string({ description: 'Human order number, e.g. ISK-000123.', resolve: (order) => orders.formatOrderNumber(order.number) }),
    number: t.exposeInt('number'),
    status: t.field({ type: OrderStatusEnum, resolve: (order) => order.status }),
    deliveryAddress: t.field({ type: DeliveryAddressType, resolve: (order) => order }),
    subtotal: t.expose('subtotal', { type: 'Rwf', description: 'Lines at their effective prices, before the promo code.' }),
    originalSubtotal: t.expose('originalSubtotal', { type: 'Rwf', description: 'Lines at list prices.' }),
    savings: t.field({ type: 'Rwf', description: 'originalSubtotal - subtotal: what discounts and promotions saved.', resolve: (order) => order.originalSubtotal - order.subtotal }),
    discountTotal: t.expose('discountTotal', { type: 'Rwf', description: "The promo code's discount." }),
    promoCode: t.exposeString('promoCodeText', { nullable: true }),
    deliveryCharge: t.expose('deliveryCharge', { type: 'Rwf', description: "The delivery zone's charge when the order was placed, included in total; 0 is 'Free'." }),
    total: t.expose('total', { type: 'Rwf', description: 'What is paid, on delivery or by mobile money.' }),
    paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (order) => order.paymentMethod as PaymentMethod }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    estimatedDeliveryDate: t.expose('estimatedDeliveryDate', { type: 'DateTime' }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
    lines: t.relation('lines', { query: { orderBy: { lineNumber: 'asc' } } }),
    statusHistory: t.relation('statusChanges', { query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
    customer: t.relation('user', { description: 'Who ordered; e-mail and mobile are shown to admins and to the customer.' }),
    canCancel: t.boolean({
      description: 'Whether the viewer may cancel it now (owner: Pending or Processing; admin: until Delivered or Cancelled).',
      resolve: (order, _args, context) => orders.canCancel(context.viewer, order),
    }),
  }),
});

/** The connection's totalCount, as the prisma plugin hands it over: loaded only when asked for. */
type CountedConnection = { totalCount?: () => number | Promise<number> };

/** The edge of an order in any order list; placeOrder returns one for @prependEdge. */
export const OrderEdge = builder.edgeObject({ name: 'OrderEdge', type: OrderType });

/** Every list of orders is this connection (a user's own, the admin list). */
export const OrderConnection = builder.connectionObject(
  {
    type: OrderType,
    name: 'OrderConnection',
    fields: (t) => ({
      totalCount: t.int({ resolve: (connection) => (connection as CountedConnection).totalCount?.() ?? 0 }),
    }),
  },
  OrderEdge,
);

builder.prismaObjectField('User', 'orders', (t) =>
  t.prismaConnection(
    {
      type: 'Order',
      cursor: 'id',
      maxSize: 100,
      defaultSize: 20,
      description: 'Their orders, newest first; only the user themself may read them.',
      totalCount: (user, _args, context) => orders.countUserOrders(context, user.id),
      resolve: (query, user, _args, context) =>
        context.db.prisma.order.findMany({ ...query, where: orders.userOrdersWhere(context, user.id), orderBy: orders.orderListOrder }),
    },
    OrderConnection,
  ),
);

const UnreadOrdersType = builder.objectRef<inbox.UnreadOrders>('UnreadOrders').implement({
  description: "The admin's new-order badge: orders created since they last opened the Orders page.",
  fields: (t) => ({
    count: t.exposeInt('count'),
    lastReadAt: t.expose('lastReadAt', { type: 'DateTime', nullable: true }),
  }),
});

const NewOrdersType = builder.objectRef<inbox.NewOrders>('NewOrders').implement({
  description: 'Orders created after `since`, for the new-order alert.',
  fields: (t) => ({
    since: t.expose('since', { type: 'DateTime' }),
    serverTime: t.expose('serverTime', { type: 'DateTime', description: 'The server clock when asked.' }),
    count: t.int({ resolve: (poll, _args, context) => inbox.countNewOrders(context, poll.since) }),
    orders: t.prismaField({
      type: ['Order'],
      description: `The newest of them, at most ${inbox.NEW_ORDERS_LIMIT}.`,
      resolve: (query, poll, _args, context) =>
        context.db.prisma.order.findMany({ ...query, where: inbox.newOrdersWhere(context, poll.since), orderBy: orders.orderListOrder, take: inbox.NEW_ORDERS_LIMIT }),
    }),
  }),
});

const OrderExportType = builder.objectRef<orderExport.OrderExportLink>('OrderExport').implement({
  description: 'A monthly order report to download: GET the downloadUrl within 5 minutes.',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    downloadUrl: t.exposeString('downloadUrl', { description: 'Path of the CSV, with a short-lived signed token.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    month: t.exposeInt('month'),
    year: t.exposeInt('year'),
  }),
});

const PlaceOrderPayload = builder.objectRef<placement.PlacedOrder>('PlaceOrderPayload').implement({
  fields: (t) => ({
    // The order as the placing program read it back: its own fields need no query, and a relation asked for
    // (lines, history, customer) is loaded by the prisma plugin from the order's id.
    order: t.field({ type: OrderType, nullable: false, resolve: (placed) => placed.order }),
    orderEdge: t.field({
      type: OrderEdge,
      description: "For @prependEdge on the viewer's orders.",
      resolve: (placed) => ({ cursor: formatPrismaCursor(placed.order, 'id'), node: placed.order }),
    }),
    cart: t.field({ type: CartType, description: 'The cart without the ordered lines.', resolve: (_placed, _args, context) => viewerCart(context) }),
    replayed: t.exposeBoolean('replayed', {
      description: 'True when this answers a retry: an earlier request with the same idempotencyKey placed the order.',
    }),
  }),
});

/** The payload of a status change: the order with its new status, history and canCancel. */
function orderPayload(name: string) {
  return builder.objectRef<{ orderId: string }>(name).implement({
    fields: (t) => ({
      order: t.prismaField({
        type: 'Order',
        resolve: (query, payload, _args, context) => context.db.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }),
      }),
    }),
  });
}
const CancelOrderPayload = orderPayload('CancelOrderPayload');
const UpdateOrderStatusPayload = orderPayload('UpdateOrderStatusPayload');

const MarkOrdersReadPayload = builder.objectRef<inbox.UnreadOrders>('MarkOrdersReadPayload').implement({
  fields: (t) => ({ unreadOrders: t.field({ type: UnreadOrdersType, resolve: (unread) => unread }) }),
});

const PlaceOrderLineInput = builder.inputType('PlaceOrderLineInput', {
  fields: (t) => ({ productId: t.globalID({ for: ProductType }), quantity: t.int() }),
});

const PlaceOrderInput = mirrorsInput<typeof placeOrderInput>()(builder.inputType('PlaceOrderInput', {
  description: 'The cart is what is ordered; prices, discounts and status are worked out by the server.',
  fields: (t) => ({
    addressId: t.globalID({ for: AddressType }),
    lines: t.field({ type: [PlaceOrderLineInput], required: false, description: 'The lines the checkout showed; when given they must match the cart (absent: the whole cart).' }),
    promoCode: t.string({ required: false }),
    subtotal: t.field({ type: 'Rwf', description: 'The subtotal the checkout showed.' }),
    total: t.field({ type: 'Rwf', description: 'The total the checkout showed; if the server total is higher the order is refused with both figures.' }),
    idempotencyKey: t.string({ required: false, description: 'One key per checkout: a retry with the same key returns the first order instead of a second one.' }),
    paymentMethod: t.field({ type: PaymentMethodEnum, required: false, description: 'CASH_ON_DELIVERY when absent.' }),
    payerPhone: t.string({ required: false, description: 'The mobile-money number asked to pay (required for MTN_MOMO and AIRTEL_MONEY).' }),
  }),
}));

const CancelOrderInput = mirrorsInput<typeof orderIdInput>()(
  builder.inputType('CancelOrderInput', {
    fields: (t) => ({ orderId: t.globalID({ for: OrderType }) }),
  }),
);

const UpdateOrderStatusInput = mirrorsInput<typeof updateOrderStatusInput>()(
  builder.inputType('UpdateOrderStatusInput', {
    fields: (t) => ({ orderId: t.globalID({ for: OrderType }), status: t.field({ type: OrderStatusEnum }) }),
  }),
);

builder.queryFields((t) => ({
  order: t.prismaField({
    type: 'Order',
    nullable: true,
    description: 'One order by its databaseId (the id in its URL): the owner and admins see it, anyone else gets null.',
    args: { databaseId: t.arg.id() },
    resolve: (query, _root, args, context) => context.db.prisma.order.findFirst({ ...query, where: orders.visibleOrderWhere(context.viewer, String(args.databaseId)) }),
  }),
  adminOrders: t.prismaConnection(
    {
      type: 'Order',
      cursor: 'id',
      maxSize: 100,
      defaultSize: 20,
      description:
        'Every order, newest first (admins only); status and paymentState narrow the list, and search finds orders by number (ISK-000123 or 123), customer name or phone.',
      authScopes: { admin: true },
      args: {
        status: t.arg({ type: OrderStatusEnum, required: false }),
        paymentState: t.arg({ type: PaymentStateEnum, required: false }),
        search: t.arg.string({ required: false }),
      },
      totalCount: (_parent, args, context) => orders.countAdminOrders(context, args),
      resolve: async (query, _root, args, context) =>
        context.db.prisma.order.findMany({ ...query, where: await orders.adminOrdersWhere(context, args), orderBy: orders.orderListOrder }),
    },
    OrderConnection,
  ),
  unreadOrders: t.field({
    type: UnreadOrdersType,
    description: 'Polled by the admin menu (30 s) and header (10 s) for the unread badge and the new-order alert.',
    authScopes: { admin: true },
    resolve: (_root, _args, context) => inbox.unreadOrders(context),
  }),
  newOrdersSince: t.field({
    type: NewOrdersType,
    authScopes: { admin: true },
    args: { since: t.arg({ type: 'DateTime' }) },
    resolve: (_root, args, context) => inbox.newOrdersSince(context, args),
  }),
  orderExport: t.field({
    type: OrderExportType,
    description: "A month's orders as CSV (admins only); year defaults to the current year in Kigali.",
    authScopes: { admin: true },
    args: { month: t.arg.int(), year: t.arg.int({ required: false }) },
    resolve: (_root, args, context) => orderExport.orderExportLink(context, args),
  }),
}));

builder.mutationFields((t) => ({
  placeOrder: t.field({
    type: PlaceOrderPayload,
    description:
      'Places an order for the cart, paid in cash on delivery or by mobile money (the payer\'s phone is asked to approve; payment.state follows). Send the same idempotencyKey when retrying: the first order is returned instead of a second one, and no second payment prompt is sent.',
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, OutOfStockError, PriceChangedError, ConflictError, NotDeliveredError, PaymentRejectedError, PaymentUnavailableError] },
    args: { input: t.arg({ type: PlaceOrderInput }) },
    resolve: (_root, { input }, context) =>
      placement.placeOrder(
        context,
        {
          addressId: input.addressId.id,
          lines: input.lines?.map((line) => ({ productId: line.productId.id, quantity: line.quantity })),
          promoCode: input.promoCode,
          subtotal: input.subtotal,
          total: input.total,
          paymentMethod: input.paymentMethod ?? undefined,
          payerPhone: input.payerPhone,
        },
        input.idempotencyKey,
      ),
  }),
  cancelOrder: t.field({
    type: CancelOrderPayload,
    description: 'Cancels an order (the owner while Pending or Processing, an admin until it is final); stock and promo uses return.',
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, ConflictError] },
    args: { input: t.arg({ type: CancelOrderInput }) },
    resolve: (_root, { input }, context) => orderStatus.cancelOrder(context, { orderId: input.orderId.id }),
  }),
  updateOrderStatus: t.field({
    type: UpdateOrderStatusPayload,
    description: 'Sets the status of an order that is not Delivered or Cancelled (admins only); Cancelled cancels it.',
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError] },
    args: { input: t.arg({ type: UpdateOrderStatusInput }) },
    resolve: (_root, { input }, context) => orderStatus.updateOrderStatus(context, { orderId: input.orderId.id, status: input.status }),
  }),
  markOrdersRead: t.field({
    type: MarkOrdersReadPayload,
    authScopes: { admin: true },
    errors: {},
    resolve: (_root, _args, context) => inbox.markOrdersRead(context),
  }),
}));
