import { z } from 'zod';
import { BACKEND_STATUSES } from './status';

/** PUT /api/test/backend-status (TEST_CONTROLS=on, admins): forces the ping's status; null returns to the real one. */
export const testBackendStatusSchema = z.object({ status: z.enum(BACKEND_STATUSES).nullable() }).strict();
/** PUT /api/test/reported-version (TEST_CONTROLS=on, admins): the version x-powered-by reports; null: the real one. */
export const testReportedVersionSchema = z.object({ version: z.string().min(1).max(50).nullable() }).strict();
