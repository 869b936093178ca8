import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { testBackendStatusSchema, testReportedVersionSchema } from '../../../realtime/protocol/shell/testControls';
import { setTestOverride } from '../../testOverrides';
import { notFound, parseInput } from '../../problems';
import { requireAdmin } from '../../auth';

/**
 * Test-only controls for browser tests: force the backend status and the reported version. Off
 * (404, as if absent) unless TEST_CONTROLS=on; the overrides live in this process's memory.
 */
export async function testControlRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const refuseUnlessOn = (request: FastifyRequest): void => {
    if (!ctx.config.testControls) throw notFound(`Not found: ${request.method} ${request.url.split('?')[0] ?? ''}`);
  };

  api.put('/test/backend-status', async (request) => {
    refuseUnlessOn(request);
    const body = parseInput(testBackendStatusSchema, request.body, 'backend status');
    const caller = await requireAdmin(ctx, request);
    setTestOverride(ctx, 'backendStatus', body.status);
    request.log.warn({ userId: caller.user.id, status: body.status }, 'test control: backend status forced');
    return body;
  });

  api.put('/test/reported-version', async (request) => {
    refuseUnlessOn(request);
    const body = parseInput(testReportedVersionSchema, request.body, 'reported version');
    const caller = await requireAdmin(ctx, request);
    setTestOverride(ctx, 'reportedVersion', body.version);
    request.log.warn({ userId: caller.user.id, version: body.version }, 'test control: reported version forced');
    return body;
  });
}
