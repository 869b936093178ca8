import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * History of an entity and undo (issue 5 item 5): the change-log rows of one instance, newest first,
 * and the revert of one of them. A revert is an ordinary set_data call (so it is itself logged,
 * validated and pushed live).
 */

/** A change-log sequence number: digits (bigint on the server). */
export const seqSchema = z.string().regex(/^\d{1,19}$/, 'must be a change sequence number');

export const HISTORY_PAGE_SIZE = 30;
export const MAX_HISTORY_PAGE = 200;

/** GET /api/history/:entity — `before`: only changes older than this seq (the next page); `lang`: captions' language. */
export const historyQuerySchema = z
  .object({
    before: seqSchema.optional(),
    limit: z.coerce.number().int().min(1).max(MAX_HISTORY_PAGE).optional(),
    lang: z.string().regex(/^[a-z]{2}$/).optional(),
  })
  .strict();
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const historyParamsSchema = z.object({ entity: idSchema }).strict();

export const HISTORY_OPS = ['new', 'upd', 'add', 'rem', 'del'] as const;

/** One change: before/after as the change log keeps them (see collab-server/dataApi/changeLog.ts). */
export const historyEntrySchema = z.object({
  seq: seqSchema,
  at: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  entity: idSchema,
  prop: z.string().nullable(),
  /** The property's caption in the asked language (its label, else its name); null for new/del. */
  propCaption: z.string().nullable(),
  /** Object property (or class, parents…): the values are instance ids, shown by their names. */
  propIsLink: z.boolean(),
  op: z.enum(HISTORY_OPS),
  before: z.unknown(),
  after: z.unknown(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPageSchema = z.object({
  entity: idSchema,
  /** The entity's current name; null when it does not exist any more. */
  entityName: z.string().nullable(),
  changes: z.array(historyEntrySchema),
  /** Names of the instances the values link to (by id), so links read as names. */
  names: z.record(z.string(), z.string()),
  /** More (older) changes exist: ask again with before = the last seq. */
  more: z.boolean(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/**
 * POST /api/history/revert — applies the inverse of change `seq`. When the value has changed since
 * (the current state is not the change's `after`) the answer is 409 naming the property, unless
 * `force`. `force` also deletes a created instance with del_force when something depends on it.
 */
export const revertBodySchema = z.object({ seq: seqSchema, force: z.boolean().optional() }).strict();
export type RevertBody = z.infer<typeof revertBodySchema>;

export const revertResultSchema = z.object({
  reverted: seqSchema,
  /** How many set_data items the revert wrote. */
  items: z.number().int().nonnegative(),
});
export type RevertResult = z.infer<typeof revertResultSchema>;
