// CI runs the suite twice side by side, on PGlite and on PostgreSQL + Redis (.ci/run). Integration
// tests run in both; each browser flow runs in one of them (E2E_SHARE), which keeps CI within its
// time on two cores. The PostgreSQL + Redis share holds the flows where two browsers see each
// other's work live (through the hub and the relay, which go through Redis there) and the shell's
// own flows (sign-in pages, menus, language, status screens, plugins), the same on either store;
// every other flow, a new spec included, runs on PGlite. Without E2E_SHARE every flow runs.
export const POSTGRES_SHARE = [
  // the shell's own
  'accessGuard', 'backendStatus', 'helpMenu', 'layouts', 'locale', 'oidcSignIn', 'oidcSilentRenew', 'platformErrors', 'plugins', 'shellNavigation', 'signIn',
  // live between browsers
  'chat', 'classAxioms', 'classes', 'editRights', 'liveForm', 'notes', 'realtime', 'reasoner', 'sdocCollab', 'sdocViewer', 'semanticSearch',
];

const globs = POSTGRES_SHARE.map((name) => `**/${name}.spec.ts`);

/** Which spec files a run takes and leaves out, for E2E_SHARE unset, `embedded` or `postgres`. */
export function specsOfShare(share: string | undefined): { testMatch: string[]; testIgnore: string[] } {
  if (share === undefined || share === '') return { testMatch: ['**/*.spec.ts'], testIgnore: [] };
  if (share === 'embedded') return { testMatch: ['**/*.spec.ts'], testIgnore: globs };
  if (share === 'postgres') return { testMatch: globs, testIgnore: [] };
  throw new Error(`E2E_SHARE is "embedded", "postgres" or unset, not "${share}"`);
}
