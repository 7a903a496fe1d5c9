import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

/** Structured JSON logs; secrets in headers and bodies are never written. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: 'isoko' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.confirmPassword', '*.refreshToken', '*.accessToken'],
      censor: '[redacted]',
    },
  });
}
