import { statusOfErrorCode } from '../../rest/status.js';
import { createHash, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.js';
import { type AppServices, createRequestContext, type RequestContext, requireAdmin } from '../../context.js';
import { tokenSecret } from '../../database/secret.js';
import { DomainError, InvalidTokenError } from '../../errors.js';
import { csvRow } from '../../lib/csv.js';
import { formatKigaliDateTime, kigaliMonthRange, kigaliYearMonth } from '../../lib/kigali-time.js';
import { parseInput } from '../../lib/validation.js';
import { orderExportInput } from './order.inputs.js';
import { formatOrderNumber, statusLabel } from './order.service.js';

/** Where the CSV is downloaded from (served by server/app.ts). */
export const ORDER_EXPORT_PATH = '/exports/orders.csv';
const LINK_TTL_SECONDS = 5 * 60;
/** Orders read per database round trip while streaming. */
const PAGE_SIZE = 200;
const TOKEN_TYPE = 'order-export';

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
  'Order total (RWF)',
  'Status',
];

/** A month of the report, checked. */
export interface ExportMonth {
  month: number;
  year: number;
  fileName: string;
}

/** The month asked for: 1-12, the year defaulting to the current one in Kigali. */
export function exportMonth(rawInput: unknown, now: Date = new Date()): ExportMonth {
  const input = parseInput(orderExportInput, rawInput);
  const year = input.year ?? kigaliYearMonth(now).year;
  return { month: input.month, year, fileName: `orders_${input.month}_${year}.csv` };
}

/**
 * The month's orders as a UTF-8 CSV (admins only): a header, then one row per order line, oldest first.
 * Built as a stream that reads the orders page by page, so a busy month never sits in memory whole.
 */
export function exportOrdersCsv(context: RequestContext, rawInput: unknown): { fileName: string; stream: ReadableStream<Uint8Array> } {
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
      const page = await context.db.order.findMany({
        where: { createdAt: { gte: start, lt: end } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take: PAGE_SIZE,
        ...(afterId ? { cursor: { id: afterId }, skip: 1 } : {}),
        select: {
          id: true,
          number: true,
          createdAt: true,
          status: true,
          totalAmt: true,
          mobile: true,
          addressLine: true,
          city: true,
          state: true,
          country: true,
          pincode: true,
          user: { select: { name: true } },
          lines: { orderBy: { lineNumber: 'asc' }, select: { name: true, quantity: true, unitPrice: true, lineTotal: true } },
        },
      });
      if (page.length > 0) {
        const rows = page.flatMap((order) => {
          const address = [order.pincode, order.country, order.state, order.city, order.addressLine].filter(Boolean).join(', ');
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
              order.totalAmt,
              statusLabel(order.status),
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

const exportKeys = new WeakMap<Config, Uint8Array>();

/** A key of its own for export links, derived from the token secret, so no other token can pass for one. */
function exportKey(config: Config): Uint8Array {
  let key = exportKeys.get(config);
  if (!key) {
    key = new Uint8Array(createHash('sha256').update(`isoko:${TOKEN_TYPE}:${tokenSecret(config.JWT_SECRET, config.databaseFile)}`).digest());
    exportKeys.set(config, key);
  }
  return key;
}

/** Checks the request (admins only, month 1-12) and signs a 5-minute download link for the month's CSV. */
export async function orderExportLink(context: RequestContext, rawInput: unknown): Promise<OrderExportLink> {
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
    .sign(exportKey(context.config));
  return {
    fileName,
    downloadUrl: `${ORDER_EXPORT_PATH}?token=${encodeURIComponent(token)}`,
    expiresAt: new Date((issuedAt + LINK_TTL_SECONDS) * 1000),
    month,
    year,
  };
}

/** The admin and month a download link was signed for, if it is genuine, unexpired and its sign-in still open. */
async function verifyExportLink(services: AppServices, token: string | null) {
  if (!token || token.length > 4096) throw new InvalidTokenError('This download link is not valid. Please download the report again.');
  let payload;
  try {
    ({ payload } = await jwtVerify(token, exportKey(services.config), {
      algorithms: ['HS256'],
      issuer: 'isoko',
      audience: 'isoko',
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError('This download link has expired or is not valid. Please download the report again.');
    throw error;
  }
  if (payload.typ !== TOKEN_TYPE || typeof payload.sid !== 'string' || typeof payload.month !== 'number' || typeof payload.year !== 'number') {
    throw new InvalidTokenError('This download link is not valid. Please download the report again.');
  }
  const session = await services.db.session.findUnique({
    where: { id: payload.sid },
    select: { revokedAt: true, expiresAt: true, user: { select: { id: true, role: true, name: true, email: true, status: true } } },
  });
  if (!session || session.revokedAt || session.expiresAt <= new Date() || session.user.id !== payload.sub || session.user.status !== 'ACTIVE') {
    throw new InvalidTokenError('Your session has ended. Please log in and download the report again.');
  }
  const { id, role, name, email } = session.user;
  return { viewer: { id, role, name, email, sessionId: payload.sid }, month: payload.month, year: payload.year };
}

/** A report as a file download: streamed CSV, never cached, never sniffed into anything else. */
export function csvDownload({ fileName, stream }: { fileName: string; stream: ReadableStream }): Response {
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * GET /exports/orders.csv?token=...: checks the signed link and that its admin is still an admin, then
 * streams the CSV as a download. Failures answer with the legacy JSON envelope and a status code.
 */
export async function orderExportDownload(services: AppServices, request: Request): Promise<Response> {
  try {
    const link = await verifyExportLink(services, new URL(request.url).searchParams.get('token'));
    const base = await createRequestContext(services, { accessToken: null, clientAddress: 'export-link', userAgent: request.headers.get('user-agent') });
    return csvDownload(exportOrdersCsv({ ...base, viewer: link.viewer }, { month: link.month, year: link.year }));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return Response.json({ message: error.message, error: true, success: false }, { status: statusOfErrorCode[error.code], headers: { 'cache-control': 'no-store' } });
  }
}
