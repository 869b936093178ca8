import type { Logger as PinoLogger } from 'pino';

/**
 * The server's structured log. It is pino, which Fastify logs requests through too, named here so
 * that code below the HTTP edge logs without knowing Fastify.
 */
export type Logger = PinoLogger;
