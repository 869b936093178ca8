import { z } from 'zod';

/** GET /api/app/preferences and PUT /api/app/preferences/:key: the caller's own settings (JSON values). */
export const preferenceKeySchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_.:-]{0,99}$/, 'letters, digits, _ . : - (starting with a letter)');
export const preferencesResultSchema = z.record(z.string(), z.unknown());
/** A preference value is at most this many characters of JSON. */
export const PREFERENCE_VALUE_MAX_CHARS = 10_000;
export const setPreferenceSchema = z
  .object({
    value: z
      .unknown()
      .refine((v) => v !== undefined, 'a JSON value is required')
      .refine((v) => v === undefined || JSON.stringify(v).length <= PREFERENCE_VALUE_MAX_CHARS, `at most ${PREFERENCE_VALUE_MAX_CHARS} characters of JSON`),
  })
  .strict();
export const preferenceKeyParamsSchema = z.object({ key: preferenceKeySchema }).strict();

/** Known preference keys. */
export const PREFERENCE_KEYS = {
  /** The subject area (role subject_area / ontology map id) the default-domain button selects. */
  defaultDomain: 'defaultDomain',
  /** Sort preference per class: `sort:{classId}`. */
  sortPrefix: 'sort:',
} as const;
