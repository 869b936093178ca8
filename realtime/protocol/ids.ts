import { z } from 'zod';
import { UUID_RE } from './metaModel';

/**
 * 36-character lowercase UUID: every instance, class and property id. Kept apart from the data-API
 * schemas so the many modules that only need an id do not bring those along (the browser's first
 * screen loads this file, not data.ts).
 */
export const idSchema = z.string().regex(UUID_RE, 'must be a 36-character lowercase UUID');

/** The `:id` of a REST path. */
export const idParamsSchema = z.object({ id: idSchema }).strict();
