import type { AppContext } from './context';
import type { PingResult } from '../realtime/protocol/shell/status';

/**
 * What the test-only controls (TEST_CONTROLS=on, PUT /api/test/*) force: the status the ping
 * reports and the version x-powered-by carries, so browser tests can show the RED/YELLOW and
 * version-mismatch behaviour. Kept in this process's memory on purpose: behind a load balancer
 * each process has its own, which a test control can live with and production never sees.
 */
export type TestOverrides = { backendStatus: PingResult['status'] | null; reportedVersion: string | null };

const overrides = new WeakMap<AppContext, TestOverrides>();

export function readTestOverrides(ctx: AppContext): TestOverrides {
  return overrides.get(ctx) ?? { backendStatus: null, reportedVersion: null };
}

export function setTestOverride<K extends keyof TestOverrides>(ctx: AppContext, key: K, value: TestOverrides[K]): TestOverrides {
  const next = { ...readTestOverrides(ctx), [key]: value };
  overrides.set(ctx, next);
  return next;
}

/** The version every response reports: the real one unless a test forced another. */
export function reportedVersion(ctx: AppContext): string {
  return readTestOverrides(ctx).reportedVersion ?? ctx.config.version;
}
