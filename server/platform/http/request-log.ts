/**
 * Requests in the log only at LOG_LEVEL=debug: Fastify writes two lines per request at `info`, which
 * buried the lines worth reading under the door's traffic. A request that fails is still logged as
 * Fastify does (at `error`), whatever the level.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
