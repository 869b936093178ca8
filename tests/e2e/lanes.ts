import fs from 'node:fs';
import path from 'node:path';

// The browser flows run in lanes side by side (E2E_LANES, default 2): each lane has an app server
// of its own (a fresh store with the demo ontology) and runs its flows one after another, so a flow
// that changes shared settings (roles new users start with, the menu, plugins, a map's rights)
// never meets a flow of another lane. Flows are dealt to the lanes by their usual length, longest
// first, each to the lane with the least so far; the OpenID flows share their own provider and
// app, so they keep to one lane.

/**
 * Seconds a spec file took in one run of each share (07.12.2026, a busy machine: the proportions
 * count, not the figures); a spec not listed counts as 20.
 */
const SECONDS: Readonly<Record<string, number>> = {
  accessGuard: 44, admin: 23, backendStatus: 77, chat: 40, classAxioms: 24, classes: 72, demoEmployeeSave: 20, derivedMembers: 9,
  dmn: 56, dmnCyrillicIds: 8, dmnRun: 21, editRights: 31, factExplorer: 44, fca: 99, firstHour: 79, fullTextSearch: 30, helpMenu: 23,
  import: 119, individuals: 41, layouts: 23, liveForm: 52, locale: 21, maps: 108, menuTitles: 34, notes: 30, oidcSignIn: 36,
  oidcSilentRenew: 58, ontologyHistory: 41, owlImport: 20, owlRules: 39, platformErrors: 36, plugins: 22, profile: 27, quickLaunch: 17,
  realtime: 19, reasoner: 26, reasonerLimits: 20, recentLinks: 16, refusedSave: 9, reports: 21, sdocAddAndType: 23, sdocCollab: 84,
  sdocCompareWords: 4, sdocReferencePicker: 31, sdocSemanticSearch: 20, sdocViewer: 34, semanticSearch: 36, sharedSemanticSearch: 10,
  shellNavigation: 23, signIn: 9, simpleDocs: 17, userMapRights: 25,
};

const DEFAULT_SECONDS = 20;

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
