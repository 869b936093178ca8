import { z } from 'zod';
import { normalizePhysics, PHYSICS_DEFAULTS, type PhysicsSettings } from '../network/networkPhysics';

/**
 * A graph configuration's settings (domain spec §3.11), stored as JSON in its graphSettings
 * value: which classes (each optionally with its subclasses and a name filter), which object
 * properties (none chosen: all), class or instance level, whether subclass edges are drawn, and
 * the physics of its graph.
 */
const classEntrySchema = z.object({
  id: z.string(),
  name: z.string().default(''),
  subclasses: z.boolean().default(false),
  /** Only nodes whose name contains this text (instances at instance level, subclasses at class level). */
  filter: z.string().max(200).default(''),
});
const propertyEntrySchema = z.object({ id: z.string(), name: z.string().default('') });

const storedSchema = z.object({
  level: z.enum(['class', 'instance']).catch('class'),
  classes: z.array(classEntrySchema).max(100).catch([]),
  properties: z.array(propertyEntrySchema).max(500).catch([]),
  subclassEdges: z.boolean().catch(true),
  /** Draw the instances at the other end of a link even when they are not among the chosen classes. */
  linkedOutside: z.boolean().catch(true),
  physics: z.unknown().optional(),
});

export type GraphClassEntry = z.infer<typeof classEntrySchema>;
export type GraphSettings = Omit<z.infer<typeof storedSchema>, 'physics'> & { physics: PhysicsSettings };

export const DEFAULT_GRAPH_SETTINGS: GraphSettings = { level: 'class', classes: [], properties: [], subclassEdges: true, linkedOutside: true, physics: { ...PHYSICS_DEFAULTS } };

/** The stored text as settings; what cannot be read falls back to the defaults, field by field. */
export function parseGraphSettings(text: string | null | undefined): GraphSettings {
  if (!text) return structuredClone(DEFAULT_GRAPH_SETTINGS);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return structuredClone(DEFAULT_GRAPH_SETTINGS);
  }
  const parsed = storedSchema.safeParse(raw ?? {});
  if (!parsed.success) return structuredClone(DEFAULT_GRAPH_SETTINGS);
  return { ...parsed.data, physics: normalizePhysics(parsed.data.physics) };
}

export function graphSettingsText(settings: GraphSettings): string {
  return JSON.stringify(settings);
}

/** Adds a class once (a second add of the same class changes nothing). */
export function withClass(settings: GraphSettings, entry: { id: string; name: string }): GraphSettings {
  if (settings.classes.some((c) => c.id === entry.id)) return settings;
  return { ...settings, classes: [...settings.classes, { id: entry.id, name: entry.name, subclasses: false, filter: '' }] };
}

export function withProperty(settings: GraphSettings, entry: { id: string; name: string }): GraphSettings {
  if (settings.properties.some((p) => p.id === entry.id)) return settings;
  return { ...settings, properties: [...settings.properties, { id: entry.id, name: entry.name }] };
}
