import { createHash, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { type RequestContext, requireAdmin } from '../../context.js';
import { csvRow } from '../../lib/csv.js';
import { formatKigaliDateTime, kigaliMonthRange, kigaliYearMonth } from '../../lib/kigali-time.js';
import { parseInput } from '../../lib/validation.js';
import { type OrderExportInput, orderExportInput } from './order.inputs.js';
import { formatOrderNumber, statusLabel } from './order.service.js';
import { paymentMethodLabel, paymentStateLabel } from '../payment/payment-view.js';

/** Where the CSV is downloaded from (served by server/app.ts). */
export const ORDER_EXPORT_PATH = '/exports/orders.csv';
const LINK_TTL_SECONDS = 5 * 60;
/** Orders read per database round trip while streaming. */
const PAGE_SIZE = 200;
export const TOKEN_TYPE = 'order-export';

const HEADER = [
  'Order number',
  'Date (Kigali)',
  'Customer',
  'Mobile',
  'Address',
  'Product',
  'Quantity',
  'Unit price (RWF)',
  'Line total (RWF)',
  'Delivery charge (RWF)',
  'Order total (RWF)',
  'Status',
  'Payment method',
  'Payment state',
];

/** A month of the report, checked. */
export interface ExportMonth {
  month: number;
  year: number;
  fileName: string;
}

/** The month asked for: 1-12, the year defaulting to the current one in Kigali. */
export function exportMonth(rawInput: OrderExportInput, now: Date = new Date()): ExportMonth {
  const input = parseInput(orderExportInput, rawInput);
  const year = input.year ?? kigaliYearMonth(now).year;
  return { month: input.month, year, fileName: `orders_${input.month}_${year}.csv` };
}

/**
 * The month's orders as a UTF-8 CSV (admins only): a header, then one row per order line, oldest first.
 * Built as a stream that reads the orders page by page, so a busy month never sits in memory whole.
 */
export function exportOrdersCsv(context: RequestContext, rawInput: OrderExportInput): { fileName: string; stream: ReadableStream<Uint8Array> } {
  requireAdmin(context);
  const { month, year, fileName } = exportMonth(rawInput);
  const { start, end } = kigaliMonthRange(year, month);
  const encoder = new TextEncoder();
  let afterId: string | null = null;
  let started = false;

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(HEADER)}`));
        return;
      }
      const page = await context.db.prisma.order.findMany({
        where: { createdAt: { gte: start, lt: end } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take: PAGE_SIZE,
        ...(afterId ? { cursor: { id: afterId }, skip: 1 } : {}),
        select: {
          id: true,
          number: true,
          createdAt: true,
          status: true,
          paymentMethod: true,
          paymentState: true,
          total: true,
          deliveryCharge: true,
          mobile: true,
          district: true,
          sector: true,
          village: true,
          street: true,
          houseNumber: true,
          user: { select: { name: true } },
          lines: { orderBy: { lineNumber: 'asc' }, select: { name: true, quantity: true, unitPrice: true, lineTotal: true } },
        },
      });
      if (page.length > 0) {
        const rows = page.flatMap((order) => {
          const address = [order.houseNumber, order.street, order.village, order.sector, order.district].filter(Boolean).join(', ');
          return order.lines.map((line) =>
            csvRow([
              formatOrderNumber(order.number),
              formatKigaliDateTime(order.createdAt),
              order.user.name,
              localMobile(order.mobile),
              address,
              line.name,
              line.quantity,
              line.unitPrice,
              line.lineTotal,
              order.deliveryCharge,
              order.total,
              statusLabel(order.status),
              paymentMethodLabel(order.paymentMethod),
              paymentStateLabel(order.paymentState),
            ]),
          );
        });
        controller.enqueue(encoder.encode(rows.join('')));
        afterId = page.at(-1)!.id;
      }
      if (page.length < PAGE_SIZE) controller.close();
    },
  });
  return { fileName, stream };
}

/**
 * A stored +2507XXXXXXXX number as Rwandans write it, 07XXXXXXXX. It also keeps the cell from starting with
 * "+", which the formula guard would otherwise have to prefix with a quote.
 */
function localMobile(mobile: string): string {
  return mobile.startsWith('+250') ? `0${mobile.slice(4)}` : mobile;
}

/** A link to download a month's report. */
export interface OrderExportLink {
  fileName: string;
  downloadUrl: string;
  expiresAt: Date;
  month: number;
  year: number;
}

/** A key of its own for export links, derived from the token secret, so no other token can pass for one; made once at start-up. */
export function exportKey(secret: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`isoko:${TOKEN_TYPE}:${secret}`).digest());
}

/** Checks the request (admins only, month 1-12) and signs a 5-minute download link for the month's CSV. */
export async function orderExportLink(context: RequestContext, rawInput: OrderExportInput): Promise<OrderExportLink> {
  const admin = requireAdmin(context);
  const { month, year, fileName } = exportMonth(rawInput);
  const issuedAt = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ typ: TOKEN_TYPE, sid: admin.sessionId, month, year })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('isoko')
    .setAudience('isoko')
    .setSubject(admin.id)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LINK_TTL_SECONDS)
    .sign(context.keys.exportLinks);
  return {
    fileName,
    downloadUrl: `${ORDER_EXPORT_PATH}?token=${encodeURIComponent(token)}`,
    expiresAt: new Date((issuedAt + LINK_TTL_SECONDS) * 1000),
    month,
    year,
  };
}
