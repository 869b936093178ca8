import { sql } from 'kysely';
import { callerAccess } from '../auth';
import type { QuickLaunchSource } from '../serverArea';
import { authoredMatches } from '../shell/quickLaunch';

// the newest version of each family only
const newestVersion = sql`and not exists (select 1 from dmn_decisions n where n.root_version = d.root_version and n.version_number > d.version_number)`;

/** DMN decision tables in quick launch: administrators find all, others the ones they wrote (platform spec §1, §6). */
export const decisionsQuickLaunch: QuickLaunchSource = {
  kinds: ['dmnDecision'],
  matches: async (_ctx, caller, q, rank) => authoredMatches({ table: 'dmn_decisions', alias: 'd' }, callerAccess(caller), q, rank('dmnDecision'), newestVersion),
  link: (_kind, id) => `/dmn/${id}`,
};
