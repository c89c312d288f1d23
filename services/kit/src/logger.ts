import { pino } from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: process.env.SERVICE_NAME },
  redact: ['req.headers.cookie', 'req.headers["x-internal-token"]', 'req.headers["x-csrf-token"]'],
});
