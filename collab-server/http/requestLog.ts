import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's own lines about requests, at the level an operator wants them: every request received
 * and answered (polls, static files, data calls — thousands an hour for one user) and every unknown
 * path, and every download the browser broke off, at debug; a response that failed on the way out
 * stays an error, a stream that failed a warning. Failures a request meets
 * are logged by the app's error handler (5xx as errors), sign-in refusals by the sign-in route.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'request received');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ err: error, method: request.method, url: request.url, status: reply.statusCode }, 'response failed');
    else reply.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request served');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'route not found');
  }

  /** A browser that navigates away mid-download closes the stream: routine, unlike a stream that fails. */
  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') reply.log.debug({ method: request.method, url: request.url }, 'stream closed by the client');
    else reply.log.warn({ err: error, method: request.method, url: request.url }, 'response terminated with an error with headers already sent');
  }
}
