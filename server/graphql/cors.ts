import type { Config } from '../config.js';

/** The origins a browser may call /graphql from with credentials: CORS_ORIGINS, PUBLIC_URL's and the shop's own. */
export function configuredOrigins(config: Config): Set<string> {
  const origins = new Set(config.corsOrigins);
  if (config.PUBLIC_URL) origins.add(new URL(config.PUBLIC_URL).origin);
  return origins;
}

/**
 * Yoga's CORS option: an allowed Origin is echoed with credentials; any other gets no CORS headers at all, so
 * the browser keeps the answer from the foreign page (Yoga's default would reflect every origin).
 */
export function graphqlCors(config: Config) {
  const origins = configuredOrigins(config);
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !(origins.has(origin) || origin === new URL(request.url).origin)) return false as const;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'X-GraphQL-Yoga-CSRF'],
      maxAge: 600,
    };
  };
}
