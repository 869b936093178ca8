import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { dataRoutes } from './data/dataRoutes';
import { authRoutes } from './auth/authRoutes';
import { usersRoutes } from './users/usersRoutes';
import { deferredRoutes } from './data/deferredRoutes';
import { cacheRoutes } from './utils/cacheRoutes';
import { fileRoutes } from './file/fileRoutes';
import { metaRoutes } from './meta/metaRoutes';
import { publicRoutes } from './public/publicRoutes';
import { appRoutes } from './app/appRoutes';
import { assignmentsRoutes } from './assignments/assignmentsRoutes';
import { rolesRoutes } from './roles/rolesRoutes';
import { accountRoutes } from './account/accountRoutes';

/** Every API resource, mounted under BASE_PATH/api. */
export async function registerApiRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  await dataRoutes(api, ctx);
  await authRoutes(api, ctx);
  await usersRoutes(api, ctx);
  await deferredRoutes(api, ctx);
  await cacheRoutes(api, ctx);
  await fileRoutes(api, ctx);
  await metaRoutes(api, ctx);
  await publicRoutes(api, ctx);
  await appRoutes(api, ctx);
  await assignmentsRoutes(api, ctx);
  await rolesRoutes(api, ctx);
  await accountRoutes(api, ctx);
}
