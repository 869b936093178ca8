import { z } from 'zod';
import { idSchema } from '../ids';

/** The data session, for callers that send no Authorization header (e.g. a plain link to a file). */
const sessionSchema = z.string().max(100).optional();

/** Query of GET /api/file/:id and POST /api/file/upload. */
export const fileQuerySchema = z.object({ session: sessionSchema }).strict();

/**
 * Text fields of POST /api/file/upload (multipart/form-data), besides the `file` part itself.
 * `inst`: the instance the file belongs to; it may not exist yet (a form not saved), since
 * file/remove-all only removes files of instances that no longer exist.
 */
export const fileUploadFieldsSchema = z.object({ inst: idSchema.optional() }).strict();

/** Answer of POST /api/file/upload: `id` is the value to write to a 'file' property. */
export const fileInfoSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  mime: z.string(),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

/** POST /api/file/remove-all: sent after a set_data that deleted instances, with their ids. */
export const removeAllFilesSchema = z.object({ ids: z.array(idSchema).max(50_000), session: sessionSchema }).strict();
export type RemoveAllFiles = z.infer<typeof removeAllFilesSchema>;
/** How many files were removed (those of the given instances that no longer exist). */
export const removeAllFilesResultSchema = z.object({ removed: z.number().int() });
