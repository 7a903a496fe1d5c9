import type { ColumnType } from 'kysely';
import type { DiscountType, OrderStatus, OutboxState, PaymentState, Role, StockMovementReason, UserStatus } from '../generated/prisma/enums.js';

/**
 * The tables SQL programs read and write, as the query builder sees them (prisma/schema.prisma is the source of
 * truth; this lists only what the programs use). A value reads back as each database answers it, so the read type
 * allows both forms, and the programs normalise it (sql-program.ts: dateOf, flagOf, jsonOf).
 */

/** SQLite answers ISO text, PostgreSQL a Date; a program writes a Date. */
type Instant = ColumnType<Date | string, Date, Date>;
type OptionalInstant = ColumnType<Date | string | null, Date | null, Date | null>;
/** SQLite answers 0 or 1, PostgreSQL a boolean. */
type Flag = ColumnType<boolean | number, boolean, boolean>;
/** SQLite answers JSON text, PostgreSQL the parsed value. */
type Json = ColumnType<unknown, string, string>;
/** A count or sum: SQLite answers a number, PostgreSQL may answer a bigint or numeric text. */
export type Tally = number | bigint | string;

interface UserTable {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
}

interface SessionTable {
  id: string;
  userId: string;
  expiresAt: Instant;
  revokedAt: OptionalInstant;
}

interface AddressTable {
  id: string;
  userId: string;
  district: string;
  sector: string;
  village: string;
  street: string;
  houseNumber: string | null;
  mobile: string;
  removedAt: OptionalInstant;
}

interface DeliveryZoneTable {
  district: string;
  served: Flag;
  charge: number;
  leadDays: number;
  sameDayCutoffHour: number | null;
  label: string;
  labelRw: string;
  labelFr: string;
  updatedAt: Instant;
}

interface ProductTable {
  id: string;
  name: string;
  nameRw: string;
  nameFr: string;
  unit: string;
  images: Json;
  stock: number;
  ratingCount: number;
  ratingTotal: number;
  price: number;
  discount: number;
  onPromotion: Flag;
  promotionStartTime: OptionalInstant;
  promotionEndTime: OptionalInstant;
  promotionPrice: number | null;
  updatedAt: Instant;
  deletedAt: OptionalInstant;
}

interface CategoryTable {
  id: string;
  name: string;
}

interface SubCategoryTable {
  id: string;
  name: string;
}

/** Which categories a product is listed in (a view over Prisma's link table, with named columns). */
interface ProductCategoryTable {
  productId: string;
  categoryId: string;
}

/** Which sub-categories a product is listed in (a view over Prisma's link table, with named columns). */
interface ProductSubCategoryTable {
  productId: string;
  subCategoryId: string;
}

interface CartLineTable {
  id: string;
  userId: string;
  productId: string;
  quantity: number;
  createdAt: Instant;
}

interface PromoCodeTable {
  id: string;
  productId: string;
  codeKey: string;
  discountType: DiscountType;
  discountValue: number;
  expiresAt: OptionalInstant;
  usageLimit: number | null;
  allowMultiple: Flag;
  usedCount: number;
  updatedAt: Instant;
}

interface CounterTable {
  name: string;
  value: number;
}

interface OrderTable {
  id: string;
  number: number;
  userId: string;
  addressId: string | null;
  district: string;
  sector: string;
  village: string;
  street: string;
  houseNumber: string | null;
  mobile: string;
  subtotal: number;
  originalSubtotal: number;
  discountTotal: number;
  promoCodeText: string | null;
  total: number;
  paymentMethod: string;
  paymentState: PaymentState;
  paymentDueAt: OptionalInstant;
  status: OrderStatus;
  estimatedDeliveryDate: Instant;
  createdAt: Instant;
  updatedAt: Instant;
  cancelledAt: OptionalInstant;
  deliveryCharge: number;
}

interface OrderLineTable {
  id: string;
  orderId: string;
  lineNumber: number;
  productId: string;
  name: string;
  image: string | null;
  unit: string;
  quantity: number;
  originalUnitPrice: number;
  unitPrice: number;
  discountTotal: number;
  lineTotal: number;
  nameRw: string;
  nameFr: string;
}

interface OrderStatusChangeTable {
  id: string;
  orderId: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  changedById: string | null;
  createdAt: Instant;
}

interface StockMovementTable {
  id: string;
  productId: string;
  delta: number;
  stockAfter: number;
  reason: StockMovementReason;
  orderId: string | null;
  actorId: string | null;
  createdAt: Instant;
}

interface PromoRedemptionTable {
  id: string;
  promoCodeId: string;
  orderId: string;
  userId: string;
  units: number;
  discountAmount: number;
  createdAt: Instant;
}

interface IdempotencyKeyTable {
  id: string;
  userId: string;
  scope: string;
  key: string;
  requestHash: string;
  orderId: string | null;
  createdAt: Instant;
}

interface PriceQuoteTable {
  id: string;
  userId: string;
  requestHash: string;
  subtotal: number;
  total: number;
  createdAt: Instant;
  expiresAt: Instant;
  orderId: string | null;
}

interface PaymentAttemptTable {
  id: string;
  orderId: string;
  reference: string;
  provider: string;
  phone: string;
  amount: number;
  state: PaymentState;
  reason: string | null;
  providerTransactionId: string | null;
  nextPollAt: OptionalInstant;
  pollCount: number;
  createdAt: Instant;
  updatedAt: Instant;
}

interface OutboxMessageTable {
  id: string;
  kind: string;
  userId: string;
  toAddress: string;
  payload: string;
  secret: string | null;
  state: OutboxState;
  attempts: number;
  claim: string | null;
  availableAt: Instant;
  expiresAt: OptionalInstant;
  lastError: string | null;
  createdAt: Instant;
  sentAt: OptionalInstant;
}

interface PaymentEventTable {
  id: string;
  orderId: string;
  attemptId: string | null;
  fromState: PaymentState | null;
  toState: PaymentState;
  source: string;
  note: string | null;
  createdAt: Instant;
}

interface CatalogueVersionTable {
  id: number;
  version: Tally;
}

export interface ShopTables {
  User: UserTable;
  Session: SessionTable;
  Address: AddressTable;
  DeliveryZone: DeliveryZoneTable;
  Product: ProductTable;
  Category: CategoryTable;
  SubCategory: SubCategoryTable;
  ProductCategory: ProductCategoryTable;
  ProductSubCategory: ProductSubCategoryTable;
  CartLine: CartLineTable;
  PromoCode: PromoCodeTable;
  Counter: CounterTable;
  Order: OrderTable;
  OrderLine: OrderLineTable;
  OrderStatusChange: OrderStatusChangeTable;
  StockMovement: StockMovementTable;
  PromoRedemption: PromoRedemptionTable;
  IdempotencyKey: IdempotencyKeyTable;
  PriceQuote: PriceQuoteTable;
  PaymentAttempt: PaymentAttemptTable;
  PaymentEvent: PaymentEventTable;
  OutboxMessage: OutboxMessageTable;
  CatalogueVersion: CatalogueVersionTable;
}
