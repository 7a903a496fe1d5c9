import type { RequestContext } from '../../context.js';
import { ConflictError, NotFoundError, OutOfStockError, PriceChangedError } from '../../errors.js';
import type { Order } from '../../generated/prisma/client.js';
import { OrderStatus } from '../../generated/prisma/enums.js';
import { builder } from '../../graphql/builder.js';
import * as orderExport from './order-export.js';
import * as orders from './order.service.js';

export const OrderStatusEnum = builder.enumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Pending, Processing, Shipped, Delivered (final), Cancelled (final).',
});

/** node(id:) finds an order only for its owner or an admin. */
const visibleOrder = (id: string, context: RequestContext) =>
  context.viewer?.role === 'ADMIN' ? { id } : { id, userId: context.viewer?.id ?? '' };

type DeliveryAddress = Pick<Order, 'addressLine' | 'city' | 'state' | 'country' | 'pincode' | 'mobile'>;

const DeliveryAddressType = builder.objectRef<DeliveryAddress>('DeliveryAddress').implement({
  description: 'The address as it was when the order was placed.',
  fields: (t) => ({
    addressLine: t.exposeString('addressLine', { description: 'District.' }),
    city: t.exposeString('city', { description: 'Sector.' }),
    state: t.exposeString('state', { description: 'Village.' }),
    country: t.exposeString('country', { description: 'Street or place.' }),
    pincode: t.exposeString('pincode', { nullable: true, description: 'House number.' }),
    mobile: t.exposeString('mobile', { description: "The customer's number for delivery." }),
  }),
});

const ProductDetailsType = builder.objectRef<{ name: string; image: string[] }>('OrderProductDetails').implement({
  description: "The legacy client's product_details: the product's name and first image as sold.",
  fields: (t) => ({ name: t.exposeString('name'), image: t.exposeStringList('image') }),
});

builder.prismaObject('OrderLine', {
  fields: (t) => ({
    lineNumber: t.exposeInt('lineNumber'),
    productId: t.exposeID('productId'),
    name: t.exposeString('name', { description: 'Product name when sold.' }),
    image: t.exposeString('image', { nullable: true, description: 'First product image when sold.' }),
    unit: t.exposeString('unit'),
    quantity: t.exposeInt('quantity'),
    originalUnitPrice: t.exposeInt('originalUnitPrice', { description: 'List price when sold.' }),
    unitPrice: t.exposeInt('unitPrice', { description: 'Effective unit price when sold (discount or promotion applied).' }),
    promoDiscountAmt: t.exposeInt('promoDiscountAmt', { description: "The promo code's discount on this line." }),
    lineTotal: t.exposeInt('lineTotal', { description: 'Unit price x quantity minus the promo discount.' }),
    productDetails: t.field({ type: ProductDetailsType, resolve: (line) => ({ name: line.name, image: line.image ? [line.image] : [] }) }),
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
    databaseId: t.exposeID('id', { description: 'The id cancelOrder and updateOrderStatus take (`_id` in the REST adapter).' }),
    orderNumber: t.string({ description: 'Human order number, e.g. ISK-000123.', resolve: (order) => orders.formatOrderNumber(order.number) }),
    number: t.exposeInt('number'),
    status: t.field({ type: OrderStatusEnum, resolve: (order) => order.status }),
    deliveryAddress: t.field({ type: DeliveryAddressType, resolve: (order) => order }),
    subTotalAmt: t.exposeInt('subTotalAmt', { description: 'Items at their effective prices, before the promo code.' }),
    originalTotalAmt: t.exposeInt('originalTotalAmt', { description: 'Items at list prices.' }),
    promoDiscountAmt: t.exposeInt('promoDiscountAmt'),
    promoCode: t.exposeString('promoCodeText', { nullable: true }),
    deliveryCharge: t.int({ description: 'Always 0: delivery is free.', resolve: () => 0 }),
    totalAmt: t.exposeInt('totalAmt', { description: 'What is paid on delivery, in RWF.' }),
    paymentMethod: t.exposeString('paymentMethod'),
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

const UnreadOrdersType = builder.objectRef<orders.UnreadOrders>('UnreadOrders').implement({
  description: "The admin's new-order badge: orders created since they last opened the Orders page.",
  fields: (t) => ({
    count: t.exposeInt('count'),
    lastReadAt: t.expose('lastReadAt', { type: 'DateTime', nullable: true }),
  }),
});

const NewOrdersType = builder.objectRef<orders.NewOrders>('NewOrders').implement({
  description: 'Orders created after `since`, for the new-order alert.',
  fields: (t) => ({
    since: t.expose('since', { type: 'DateTime' }),
    serverTime: t.expose('serverTime', { type: 'DateTime', description: 'The server clock when asked.' }),
    count: t.int({ resolve: (poll, _args, context) => context.db.order.count({ where: { createdAt: { gt: poll.since } } }) }),
    orders: t.prismaField({
      type: ['Order'],
      description: `The newest of them, at most ${orders.NEW_ORDERS_LIMIT}.`,
      resolve: (query, poll, _args, context) =>
        context.db.order.findMany({ ...query, where: { createdAt: { gt: poll.since } }, orderBy: orders.orderListOrder, take: orders.NEW_ORDERS_LIMIT }),
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

const PlaceOrderPayload = builder.objectRef<orders.PlacedOrder>('PlaceOrderPayload').implement({
  fields: (t) => ({
    order: t.prismaField({
      type: 'Order',
      resolve: (query, placed, _args, context) => context.db.order.findUniqueOrThrow({ ...query, where: { id: placed.orderId } }),
    }),
    replayed: t.exposeBoolean('replayed', {
      description: 'True when this answers a retry: an earlier request with the same Idempotency-Key placed the order.',
    }),
    message: t.string({ resolve: () => 'Order placed successfully. Our delivery team will contact you shortly to confirm payment and delivery details.' }),
  }),
});

const OrderPayload = builder.objectRef<{ orderId: string }>('OrderPayload').implement({
  fields: (t) => ({
    order: t.prismaField({
      type: 'Order',
      resolve: (query, payload, _args, context) => context.db.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }),
    }),
  }),
});

const PlaceOrderPromoCodeInput = builder.inputType('PlaceOrderPromoCodeInput', {
  fields: (t) => ({ code: t.string() }),
});

const OrderItemInput = builder.inputType('OrderItemInput', {
  fields: (t) => ({ productId: t.id(), quantity: t.int() }),
});

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  description: 'The cart is what is ordered; prices, discounts and status are worked out by the server.',
  fields: (t) => ({
    addressId: t.id(),
    promoCode: t.field({ type: PlaceOrderPromoCodeInput, required: false }),
    subTotalAmt: t.int({ description: 'Items total the checkout showed.' }),
    totalAmt: t.int({ description: 'Grand total the checkout showed; if the server total is higher the order is refused with both figures.' }),
    listItems: t.field({ type: [OrderItemInput], required: false, description: 'The lines the checkout showed; when given they must match the cart.' }),
  }),
});

const CancelOrderInput = builder.inputType('CancelOrderInput', {
  fields: (t) => ({ orderId: t.id() }),
});

const UpdateOrderStatusInput = builder.inputType('UpdateOrderStatusInput', {
  fields: (t) => ({ orderId: t.id(), status: t.field({ type: OrderStatusEnum }) }),
});

builder.queryFields((t) => ({
  order: t.prismaField({
    type: 'Order',
    nullable: true,
    description: 'One order by its databaseId: the owner and admins see it, anyone else gets null.',
    args: { id: t.arg.id() },
    resolve: (query, _root, args, context) =>
      context.db.order.findFirst({ ...query, where: { id: String(args.id), ...orders.visibleOrdersWhere(context.viewer) } }),
  }),
  myOrders: t.prismaConnection({
    type: 'Order',
    cursor: 'id',
    maxSize: 100,
    defaultSize: 20,
    description: "The signed-in shopper's orders, newest first.",
    authScopes: { loggedIn: true },
    // A plain connection (not a result union) so that Relay clients can paginate it; a missing sign-in
    // or permission is a GraphQL error carrying its code.
    totalCount: (_parent, _args, context) => context.db.order.count({ where: { userId: context.viewer!.id } }),
    resolve: (query, _root, _args, context) =>
      context.db.order.findMany({ ...query, where: { userId: context.viewer!.id }, orderBy: orders.orderListOrder }),
  }),
  adminOrders: t.prismaConnection({
    type: 'Order',
    cursor: 'id',
    maxSize: 100,
    defaultSize: 20,
    description: 'Every order, newest first (admins only); status narrows the list.',
    authScopes: { admin: true },
    // A plain connection (not a result union) so that Relay clients can paginate it; a missing sign-in
    // or permission is a GraphQL error carrying its code.
    args: { status: t.arg({ type: OrderStatusEnum, required: false }) },
    totalCount: (_parent, args, context) => context.db.order.count({ where: args.status ? { status: args.status } : {} }),
    resolve: (query, _root, args, context) =>
      context.db.order.findMany({ ...query, where: args.status ? { status: args.status } : {}, orderBy: orders.orderListOrder }),
  }),
  unreadOrders: t.field({
    type: UnreadOrdersType,
    description: 'Polled by the admin menu (30 s) and header (10 s) for the unread badge and the new-order alert.',
    authScopes: { admin: true },
    errors: {},
    resolve: (_root, _args, context) => orders.unreadOrders(context),
  }),
  newOrdersSince: t.field({
    type: NewOrdersType,
    authScopes: { admin: true },
    errors: {},
    args: { since: t.arg({ type: 'DateTime' }) },
    resolve: (_root, args, context) => orders.newOrdersSince(context, args),
  }),
  orderExport: t.field({
    type: OrderExportType,
    description: "A month's orders as CSV (admins only); year defaults to the current year in Kigali.",
    authScopes: { admin: true },
    errors: {},
    args: { month: t.arg.int(), year: t.arg.int({ required: false }) },
    resolve: (_root, args, context) => orderExport.orderExportLink(context, args),
  }),
}));

builder.mutationFields((t) => ({
  placeOrder: t.field({
    type: PlaceOrderPayload,
    description:
      'Places a cash-on-delivery order for the cart. Send the same idempotencyKey when retrying: the first order is returned instead of a second one.',
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, OutOfStockError, PriceChangedError, ConflictError] },
    args: {
      input: t.arg({ type: PlaceOrderInput }),
      idempotencyKey: t.arg.string({ required: false, description: 'Like the Idempotency-Key header: one key per checkout.' }),
    },
    resolve: (_root, { input, idempotencyKey }, context) => orders.placeOrder(context, input, idempotencyKey),
  }),
  cancelOrder: t.field({
    type: OrderPayload,
    description: 'Cancels an order (the owner while Pending or Processing, an admin until it is final); stock and promo uses return.',
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, ConflictError] },
    args: { input: t.arg({ type: CancelOrderInput }) },
    resolve: (_root, { input }, context) => orders.cancelOrder(context, input),
  }),
  updateOrderStatus: t.field({
    type: OrderPayload,
    description: 'Sets the status of an order that is not Delivered or Cancelled (admins only); Cancelled cancels it.',
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError] },
    args: { input: t.arg({ type: UpdateOrderStatusInput }) },
    resolve: (_root, { input }, context) => orders.updateOrderStatus(context, input),
  }),
  markOrdersRead: t.field({
    type: UnreadOrdersType,
    authScopes: { admin: true },
    errors: {},
    resolve: (_root, _args, context) => orders.markOrdersRead(context),
  }),
}));
