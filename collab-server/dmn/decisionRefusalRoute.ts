import type { FastifyReply } from 'fastify';
import { isProblem } from '../problems';
import { problemResponse } from '../http';

/**
 * Refusals of decisions that carry more than a message: a DMN problem's `where` (400 DmnProblem) and
 * a conflict's `current` and `base` (409 DecisionConflict). Other errors go their usual way.
 */
export async function withDecisionDetails<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!isProblem(error) || !error.details || typeof error.details !== 'object') throw error;
    const details = error.details as { where?: unknown; current?: unknown; base?: unknown };
    const { status, body } = problemResponse(error);
    if (isProblem(error, 'conflict') && details.current) return reply.code(status).send({ ...body, current: details.current, base: details.base ?? null });
    if (isProblem(error, 'invalid') && 'where' in details) return reply.code(status).send(details.where ? { ...body, where: details.where } : body);
    throw error;
  }
}
