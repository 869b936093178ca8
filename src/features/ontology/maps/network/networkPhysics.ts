/**
 * Physics of every ontology graph (domain spec §9: barnesHut with the spec's defaults), kept in
 * the browser so a user's tuning survives reloads. A failure to read them is logged to the console
 * only (platform spec §8): the graph then simply uses the defaults.
 */
export type PhysicsSettings = {
  enabled: boolean;
  theta: number;
  gravitationalConstant: number;
  centralGravity: number;
  springLength: number;
  springConstant: number;
  damping: number;
  maxVelocity: number;
  minVelocity: number;
  timestep: number;
};

export const PHYSICS_DEFAULTS: Readonly<PhysicsSettings> = {
  enabled: true,
  theta: 0.5,
  gravitationalConstant: -2000,
  centralGravity: 0.3,
  springLength: 150,
  springConstant: 0.04,
  damping: 0.09,
  maxVelocity: 50,
  minVelocity: 0.1,
  timestep: 0.5,
};

export type NumericPhysicsKey = Exclude<keyof PhysicsSettings, 'enabled'>;

/** Ranges the settings panel offers; values read from storage are clamped to them. */
export const PHYSICS_LIMITS: Record<NumericPhysicsKey, { min: number; max: number; step: number }> = {
  theta: { min: 0.1, max: 1, step: 0.05 },
  gravitationalConstant: { min: -30000, max: 0, step: 100 },
  centralGravity: { min: 0, max: 2, step: 0.05 },
  springLength: { min: 10, max: 500, step: 5 },
  springConstant: { min: 0, max: 0.5, step: 0.005 },
  damping: { min: 0, max: 1, step: 0.01 },
  maxVelocity: { min: 1, max: 200, step: 1 },
  minVelocity: { min: 0.01, max: 5, step: 0.01 },
  timestep: { min: 0.01, max: 1, step: 0.01 },
};

export const NUMERIC_PHYSICS_KEYS = Object.keys(PHYSICS_LIMITS) as NumericPhysicsKey[];

export const PHYSICS_STORAGE_KEY = 'osawl-network-physics';

const clamp = (value: number, { min, max }: { min: number; max: number }): number => Math.min(max, Math.max(min, value));

/**
 * Settings from anything (stored JSON, a graph configuration): known fields that are numbers in
 * range are kept (clamped), everything else falls back to the defaults.
 */
export function normalizePhysics(raw: unknown): PhysicsSettings {
  const source = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const settings: PhysicsSettings = { ...PHYSICS_DEFAULTS };
  for (const key of NUMERIC_PHYSICS_KEYS) {
    const value = source[key];
    if (typeof value === 'number' && Number.isFinite(value)) settings[key] = clamp(value, PHYSICS_LIMITS[key]);
  }
  if (typeof source.enabled === 'boolean') settings.enabled = source.enabled;
  return settings;
}

/** Parses stored text; bad JSON is an error for the caller to log, with the defaults to go on with. */
export function parsePhysics(text: string | null): { settings: PhysicsSettings; error: unknown } {
  if (text === null) return { settings: { ...PHYSICS_DEFAULTS }, error: null };
  try {
    return { settings: normalizePhysics(JSON.parse(text)), error: null };
  } catch (error) {
    return { settings: { ...PHYSICS_DEFAULTS }, error };
  }
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function loadPhysics(storage: KeyValueStore = localStorage): PhysicsSettings {
  let text: string | null = null;
  try {
    text = storage.getItem(PHYSICS_STORAGE_KEY);
  } catch (error) {
    console.error('physics settings could not be read', error);
  }
  const { settings, error } = parsePhysics(text);
  if (error) console.error('physics settings could not be read', error);
  return settings;
}

export function savePhysics(settings: PhysicsSettings, storage: KeyValueStore = localStorage): void {
  try {
    storage.setItem(PHYSICS_STORAGE_KEY, JSON.stringify(normalizePhysics(settings)));
  } catch (error) {
    console.error('physics settings could not be saved', error);
  }
}

/** vis-network's `physics` option for these settings. */
export function visPhysicsOptions(settings: PhysicsSettings) {
  return {
    enabled: settings.enabled,
    solver: 'barnesHut',
    barnesHut: {
      theta: settings.theta,
      gravitationalConstant: settings.gravitationalConstant,
      centralGravity: settings.centralGravity,
      springLength: settings.springLength,
      springConstant: settings.springConstant,
      damping: settings.damping,
      avoidOverlap: 0,
    },
    maxVelocity: settings.maxVelocity,
    minVelocity: settings.minVelocity,
    timestep: settings.timestep,
    stabilization: { enabled: true, iterations: 400, fit: true },
  };
}
