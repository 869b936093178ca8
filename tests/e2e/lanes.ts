import fs from 'node:fs';
import path from 'node:path';

// The browser flows run in lanes side by side (E2E_LANES, default 2): each lane has an app server
// of its own (a fresh store with the demo ontology) and runs its flows one after another, so a flow
// that changes shared settings (roles new users start with, the menu, plugins, a map's rights)
// never meets a flow of another lane. Flows are dealt to the lanes by their usual length, longest
// first, each to the lane with the least so far; the OpenID flows share their own provider and
// app, so they keep to one lane.

/**
 * Seconds a spec file took in one run of each share, each share alone on a quiet machine
 * (08.12.2026, two lanes); a spec not listed counts as 10.
 */
const SECONDS: Readonly<Record<string, number>> = {
  accessGuard: 21, admin: 12, backendStatus: 58, chat: 18, classAxioms: 12, classes: 22, demoEmployeeSave: 6, derivedMembers: 3, dmn: 17,
  dmnCyrillicIds: 2, dmnRun: 5, editRights: 7, factExplorer: 18, fca: 17, firstHour: 17, fullTextSearch: 9, helpMenu: 6, import: 26,
  individuals: 13, layouts: 6, liveForm: 12, locale: 4, maps: 52, menuTitles: 16, notes: 6, oidcSignIn: 10, oidcSilentRenew: 48,
  ontologyHistory: 10, owlImport: 6, owlRules: 16, platformErrors: 15, plugins: 7, profile: 8, quickLaunch: 9, realtime: 9, reasoner: 6,
  reasonerLimits: 5, recentLinks: 10, refusedSave: 2, reports: 14, sdocAddAndType: 8, sdocCollab: 22, sdocCompareWords: 1,
  sdocReferencePicker: 10, sdocSemanticSearch: 12, sdocViewer: 15, semanticSearch: 16, sharedSemanticSearch: 3, shellNavigation: 6,
  signIn: 5, simpleDocs: 8, userMapRights: 10,
};

const DEFAULT_SECONDS = 10;

/** Specs that must share a lane, by the start of their names. */
const TOGETHER = ['oidc'];

const groupOf = (spec: string): string => TOGETHER.find((prefix) => spec.startsWith(prefix)) ?? spec;

/** Every spec file of tests/e2e, by file name. */
export function specFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
}

/** The spec files of each lane: the heaviest groups first, each to the lightest lane so far. */
export function dealToLanes(specs: readonly string[], lanes: number, seconds: Readonly<Record<string, number>> = SECONDS): string[][] {
  const groups = new Map<string, string[]>();
  for (const spec of specs) groups.set(groupOf(spec), [...(groups.get(groupOf(spec)) ?? []), spec]);
  const weight = (files: string[]) => files.reduce((sum, f) => sum + (seconds[path.basename(f, '.spec.ts')] ?? DEFAULT_SECONDS), 0);
  const ordered = [...groups.values()].sort((a, b) => weight(b) - weight(a) || a[0]!.localeCompare(b[0]!));
  const dealt = Array.from({ length: Math.max(1, lanes) }, () => ({ files: [] as string[], load: 0 }));
  for (const files of ordered) {
    const lightest = dealt.reduce((min, lane) => (lane.load < min.load ? lane : min));
    lightest.files.push(...files);
    lightest.load += weight(files);
  }
  return dealt.map((lane) => lane.files.sort());
}
