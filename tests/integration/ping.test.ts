import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';
import { registerServiceCheck } from '../../collab-server/health/backendStatus';
import { pingResultSchema } from '../../realtime/protocol/shell/status';

describe('GET /api/public/ping', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  async function ping() {
    const res = await fetch(`${server.api}/public/ping`);
    expect(res.status).toBe(200);
    return pingResultSchema.parse(await res.json());
  }

  it('is GREEN with the database (and Redis when configured) answering, without signing in', async () => {
    const body = await ping();
    expect(body.status).toBe('GREEN');
    const names = body.services.map((s) => s.name);
    expect(names).toContain('database');
    expect(names.includes('redis')).toBe(Boolean(process.env.REDIS_URL));
    for (const s of body.services) {
      expect(s.status).toBe('GREEN');
      expect(s.latencyMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('is YELLOW when an optional service is down, with the reason', async () => {
    const unregister = registerServiceCheck({
      name: 'search-index',
      required: false,
      present: (ctx) => ctx === server.ctx,
      check: async () => {
        throw new Error('connection refused');
      },
    });
    try {
      const body = await ping();
      expect(body.status).toBe('YELLOW');
      expect(body.services.find((s) => s.name === 'search-index')).toMatchObject({ status: 'RED', message: 'connection refused' });
      expect(body.services.find((s) => s.name === 'database')?.status).toBe('GREEN');
    } finally {
      unregister();
    }
    expect((await ping()).status).toBe('GREEN');
  });

  it('is RED when a required service does not answer within the timeout', async () => {
    const unregister = registerServiceCheck({
      name: 'hanging-store',
      required: true,
      present: (ctx) => ctx === server.ctx,
      check: () => new Promise<void>(() => undefined),
    });
    try {
      const started = Date.now();
      const body = await ping();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(body.status).toBe('RED');
      const hanging = body.services.find((s) => s.name === 'hanging-store');
      expect(hanging?.status).toBe('RED');
      expect(hanging?.message).toMatch(/no answer within 2000 ms/);
      expect(hanging?.latencyMs).toBeGreaterThanOrEqual(1900);
    } finally {
      unregister();
    }
  });

  it.runIf(Boolean(process.env.REDIS_URL))('is YELLOW when Redis goes away', async () => {
    server.ctx.redis?.disconnect();
    const body = await ping();
    expect(body.status).toBe('YELLOW');
    expect(body.services.find((s) => s.name === 'redis')?.status).toBe('RED');
  });
});
