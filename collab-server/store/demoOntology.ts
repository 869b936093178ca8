import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';

export async function seedDemoOntology(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  void ctx; void log;
}
