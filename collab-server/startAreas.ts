import type { Migration } from 'kysely';
import type { AppContext } from './context';
import type { Logger } from './logger';
import type { AreaRuntime, AreaServices, ServerArea } from './serverArea';
import type { PeriodicJob } from './jobs';
import { registerWriteHook } from './ontologyStore';
import { registerDataProvider } from './dataApi';
import { registerQuickLaunchSource } from './shell/quickLaunch';
import { hubWriteHook, registerRoomGuard } from './hub';
import { CORE_MIGRATIONS, type Migrations } from './store';

/**
 * What the areas add to the core, installed in the order of the list: write hooks (the hub's
 * first), get_data providers, quick-launch sources, guards of the hub's rooms. Idempotent: each registers under its name.
 */
export function installAreas(areas: readonly ServerArea[]): void {
  registerWriteHook(hubWriteHook);
  for (const area of areas) {
    for (const hook of area.writeHooks ?? []) registerWriteHook(hook);
    for (const provider of area.dataProviders ?? []) registerDataProvider(provider);
    for (const source of area.quickLaunch ?? []) registerQuickLaunchSource(area.name, source);
    for (const guard of area.hubRooms ?? []) registerRoomGuard(guard);
  }
}

/** First start: each area's seed, in order (accounts, roles, the demo ontology, plugins). */
export async function bootstrapAreas(ctx: AppContext, log: Logger, areas: readonly ServerArea[]): Promise<void> {
  for (const area of areas) await area.bootstrap?.(ctx, log);
}

export const jobsOf = (areas: readonly ServerArea[]): PeriodicJob[] => areas.flatMap((area) => area.jobs ?? []);

/** Starts what areas keep running; the answer stops them in reverse order. */
export function startAreaRuntimes(ctx: AppContext, services: AreaServices, areas: readonly ServerArea[]): { close: () => Promise<void> } {
  const started: AreaRuntime[] = [];
  for (const area of areas) if (area.start) started.push(area.start(ctx, services));
  return {
    close: async () => {
      for (const runtime of started.reverse()) await runtime.close();
    },
  };
}

/** The platform's migrations and every area's, by name; two areas may not claim one name. */
export function migrationsOf(areas: readonly ServerArea[]): Migrations {
  const all: Record<string, Migration> = { ...CORE_MIGRATIONS };
  for (const area of areas) {
    for (const [name, migration] of Object.entries(area.migrations ?? {})) {
      if (Object.hasOwn(all, name)) throw new Error(`Migration ${name} of ${area.name} is already defined`);
      all[name] = migration;
    }
  }
  return all;
}
