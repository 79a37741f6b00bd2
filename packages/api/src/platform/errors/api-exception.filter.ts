import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { ApiError } from './domain-error.js';
import { describeError } from './error-response.js';

/**
 * The one exception filter: every HTTP error becomes `{ statusCode, error, message }` JSON.
 * Unexpected errors are logged here with their stack and answered with a generic 500.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return; // WebSocket gateways handle their own errors.
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { body, unexpected } = describeError(exception);
    if (unexpected) {
      this.logger.error(
        `${request.method} ${request.url} failed: ${exception instanceof Error ? exception.message : String(exception)}`,
        exception instanceof Error ? exception.stack : undefined,
      );
    }
    if (reply.sent) return;
    if (exception instanceof ApiError && exception.headers !== undefined) void reply.headers(exception.headers);
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
