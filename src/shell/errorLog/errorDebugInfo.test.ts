import { describe, expect, it } from 'vitest';
import { buildErrorDebugInfo, type DebugContext } from './errorDebugInfo';
import { clientErrorInfoSchema } from '../../../realtime/protocol/shell/errorLog';

const ctx: DebugContext = {
  url: 'http://localhost:8080/class_list',
  route: '/class_list',
  user: { id: 'u1', isAdmin: true },
  frontendVersion: '2.6.5',
  backendVersion: '2.6.6',
  plugins: ['example'],
  screen: { width: 1920, height: 1080 },
  agent: 'Mozilla/5.0 Chrome/130',
};

describe('buildErrorDebugInfo', () => {
  it('carries url, route, user, versions, plugins, screen, agent, tag and stack', () => {
    expect(buildErrorDebugInfo(ctx, 'known', 'Error: x\n at y')).toEqual({
      url: ctx.url,
      route: '/class_list',
      userId: 'u1',
      isAdmin: true,
      versions: { frontend: '2.6.5', backend: '2.6.6' },
      plugins: ['example'],
      screen: { width: 1920, height: 1080 },
      agent: ctx.agent,
      tag: 'known',
      stack: 'Error: x\n at y',
    });
  });

  it('without a user, a backend version or a stack', () => {
    const info = buildErrorDebugInfo({ ...ctx, user: null, backendVersion: null }, 'unknown');
    expect(info).toMatchObject({ userId: null, isAdmin: false, versions: { backend: 'unknown' }, tag: 'unknown' });
    expect(info).not.toHaveProperty('stack');
  });

  it('is cut to what the server accepts', () => {
    const huge = { ...ctx, url: 'x'.repeat(5000), agent: 'a'.repeat(5000), plugins: Array.from({ length: 300 }, () => 'p'.repeat(300)), screen: { width: 10.6, height: -1 } };
    const info = buildErrorDebugInfo(huge, 'unknown', 's'.repeat(50_000));
    expect(clientErrorInfoSchema.safeParse(info).success).toBe(true);
    expect(info.screen).toEqual({ width: 11, height: 0 });
  });
});
