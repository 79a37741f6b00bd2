import { ConsoleLogger, type ConsoleLoggerOptions, type LogLevel } from '@nestjs/common';
import { currentRequestId } from './request-context.js';

type JsonLineOptions = {
  context: string;
  logLevel: LogLevel;
  writeStreamType?: 'stdout' | 'stderr';
  errorStack?: unknown;
  params?: Record<string, unknown>;
  error?: Error;
};

/**
 * The process's one logger (Nest's ConsoleLogger): JSON lines in production (LOG_FORMAT=json, the
 * default there) for log collectors, readable text otherwise; a line written while serving a
 * request carries its `requestId` (a JSON field, or `[req <id>]` in text). Nest's start-up chatter
 * (module and route listings) is shown only at LOG_LEVEL=debug.
 */
export class PawpalLogger extends ConsoleLogger {
  private static readonly STARTUP_CONTEXTS = new Set([
    'NestFactory',
    'InstanceLoader',
    'RoutesResolver',
    'RouterExplorer',
    'NestApplication',
  ]);

  constructor(options: ConsoleLoggerOptions & { logLevels: LogLevel[] }) {
    super(options);
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    if (typeof context === 'string' && PawpalLogger.STARTUP_CONTEXTS.has(context) && !this.isLevelEnabled('debug')) return;
    super.log(message, ...(rest as [string]));
  }

  protected override getJsonLogObject(message: unknown, options: JsonLineOptions): ReturnType<ConsoleLogger['getJsonLogObject']> {
    const line = super.getJsonLogObject(message, options);
    const requestId = currentRequestId();
    return requestId === undefined ? line : { ...line, requestId };
  }

  protected override formatContext(context: string): string {
    const requestId = currentRequestId();
    return requestId === undefined ? super.formatContext(context) : `${super.formatContext(context)}[req ${requestId}] `;
  }
}
