import { errors as joseErrors, jwtVerify } from 'jose';
import { type AppServices, createRequestContext, viewerOfOpenSession } from '../../context.js';
import { DomainError, InvalidTokenError } from '../../errors.js';
import { statusOfErrorCode } from '../../rest/status.js';
import { exportOrdersCsv, TOKEN_TYPE } from './order-export.service.js';

export { ORDER_EXPORT_PATH } from './order-export.service.js';

/** The admin and month a download link was signed for, if it is genuine, unexpired and its sign-in still open. */
async function verifyExportLink(services: AppServices, token: string | null) {
  if (!token || token.length > 4096) throw new InvalidTokenError('This download link is not valid. Please download the report again.');
  let payload;
  try {
    ({ payload } = await jwtVerify(token, services.keys.exportLinks, {
      algorithms: ['HS256'],
      issuer: 'isoko',
      audience: 'isoko',
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError('This download link has expired or is not valid. Please download the report again.');
    throw error;
  }
  const { typ, sid, sub, month, year } = payload;
  if (typ !== TOKEN_TYPE || typeof sid !== 'string' || typeof sub !== 'string' || typeof month !== 'number' || typeof year !== 'number') {
    throw new InvalidTokenError('This download link is not valid. Please download the report again.');
  }
  try {
    return { viewer: await viewerOfOpenSession(services, sid, sub), month, year };
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new InvalidTokenError('Your session has ended. Please log in and download the report again.');
    throw error;
  }
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
    return Response.json(
      { message: error.message, error: true, success: false, code: error.code },
      { status: statusOfErrorCode[error.code], headers: { 'cache-control': 'no-store' } },
    );
  }
}
