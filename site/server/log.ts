import pino, { type DestinationStream, type Logger } from 'pino';
import type { ServerConfig } from './config';

export type { Logger } from 'pino';

/** Personal data that must never reach a log line, wherever it sits in a logged object. */
const PERSONAL = ['email', 'phone', 'taxId'];

/**
 * JSON logs (pino) on stdout. The server logs ids, never the people behind them; redaction is the
 * safety net for an object logged by mistake.
 */
export function createLogger(level: ServerConfig['logLevel'], destination?: DestinationStream): Logger {
  const paths = PERSONAL.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);
  return pino({ level, redact: { paths, censor: '[redactado]' } }, destination);
}
