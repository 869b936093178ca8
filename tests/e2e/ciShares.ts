// CI runs the suite twice, on PGlite and then on PostgreSQL + Redis (.ci/run). Integration tests run
// in both; each browser flow runs in one of them (E2E_SHARE), which keeps CI within its time on two
// cores. The PostgreSQL + Redis share holds the shell's and the administration's own flows (sign-in
// pages, menus, language, status screens, plugins, users, profile), the same on either store, the
// flows where two browsers see each other's work live (through the hub and the relay, which go
// through Redis there), and the decision tables', derived facts' and concept analysis's flows.
// Every other flow, a new spec included, runs on PGlite. Without E2E_SHARE every flow runs.
export const POSTGRES_SHARE = [
  // the shell's and the administration's own
  'accessGuard', 'admin', 'backendStatus', 'helpMenu', 'layouts', 'locale', 'menuTitles', 'oidcSignIn', 'oidcSilentRenew', 'platformErrors', 'plugins', 'profile', 'shellNavigation', 'signIn', 'userMapRights',
  // live between browsers
  'chat', 'classAxioms', 'classes', 'editRights', 'liveForm', 'notes', 'realtime', 'reasoner', 'sdocCollab', 'sdocViewer', 'semanticSearch',
  // decision tables
  'dmn', 'dmnCyrillicIds', 'dmnRun',
  // derived facts on every screen and concept analysis: the PGlite suite also runs the unit tests
  'derivedMembers', 'factExplorer', 'fca',
];

const inPostgresShare = (file: string): boolean => POSTGRES_SHARE.includes(file.replace(/\.spec\.ts$/, ''));

/** Which spec files (by file name) a run takes, for E2E_SHARE unset, `embedded` or `postgres`. */
export function specsOfShare(share: string | undefined): { files: (all: readonly string[]) => string[] } {
  if (share === undefined || share === '') return { files: (all) => [...all] };
  if (share === 'embedded') return { files: (all) => all.filter((f) => !inPostgresShare(f)) };
  if (share === 'postgres') return { files: (all) => all.filter(inPostgresShare) };
  throw new Error(`E2E_SHARE is "embedded", "postgres" or unset, not "${share}"`);
}
