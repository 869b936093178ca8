import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

// placeholder: the helper building this resource replaces it
export async function documentCommentsRoutes(_api: FastifyInstance, _ctx: AppContext): Promise<void> {}
