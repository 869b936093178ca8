// Import fences of the browser app (src/), for import-x/no-restricted-paths: eslint.config.js
// spreads these zones into the folders of its `src/**` area. Paths are relative to the repository.
//
// The layers, top to bottom. A folder imports only folders below it:
//
//   app/          entry, providers, ShellRoot, the page table, the list of features (app/features.ts)
//   features/     one folder per product area; each declares itself (features/<area>/<area>Feature.ts,
//                 a FeatureModule, exported by its index.ts) and is used by other features only
//                 through its index.ts, by app/ through its index.ts or that declaration
//   shell/        layouts, guard, menus, quick launch, dialogs; it hosts features through the slots
//                 they fill (shell/featureHost), never by importing them; a feature's screen leaves
//                 a place for a feature above it the same way (the reasoner's panels on the ontology's)
//   components/   shared UI
//   api/          the HTTP client, the session token and the base path
//   routes/       the route table (all routes, built or pending) and the navigator
//   i18n/         locales
//   state/        the observable state every layer reads (shellState, messages)
//   then realtime/ and model/, outside src/
//
// Features sit above the shell because their screens use its messages, titles and dialogs. The
// shell's places for a feature (the chat drawer, the names of subject areas) are filled by the
// app, which hands every feature's declaration to shell/featureHost before the first render.
import { readdirSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;

const features = readdirSync(`${root}src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature is seen by the others only through its index.ts; the list is read from disk so a new
// feature is fenced the day it is created.
export const featureFences = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `src/features/${feature}`,
      from: `src/features/${other}`,
      except: ['./index.ts'],
      message: `Import src/features/${other}/index.ts: a feature's other files are its own business.`,
    })),
);

// The app uses a feature only through its public face: index.ts, or the declaration index.ts
// exports (<feature>Feature.ts), which app/features.ts imports itself because an index also
// re-exports the code other features use and the first screen must not load it. Never a page's
// file: a page is loaded by the loader the feature declares, so it stays out of the first screen.
export const appFences = features.map((feature) => ({
  target: 'src/app',
  from: `src/features/${feature}`,
  except: ['./index.ts', `./${feature}Feature.ts`],
  message: `Import src/features/${feature}/index.ts (or its declaration, ${feature}Feature.ts): the app sees a feature through its face, not its files.`,
}));

const layers = ['src/app', 'src/features', 'src/shell', 'src/components', 'src/api', 'src/routes', 'src/i18n', 'src/state'];
const why = {
  'src/features': 'a feature is put on screen by the app (app/features.ts), it does not reach into the app',
  'src/shell': 'the shell hosts features through shell/featureHost slots, not imports',
  'src/components': 'shared UI knows no shell, feature or app',
  'src/api': 'the HTTP client sits below every screen',
  'src/routes': 'the route table is data: pages read it, it reads no page',
  'src/i18n': 'locales load below everything but the state',
  'src/state': 'the observable state is the bottom layer every other reads',
};

// Each layer may not import any layer above it.
export const layerFences = layers.slice(1).flatMap((folder, index) =>
  layers.slice(0, index + 1).map((from) => ({
    target: folder,
    from,
    message: `${folder}/ may not import ${from}/: ${why[folder]} (layers: eslint/browserFences.js).`,
  })),
);

/** Every zone of the browser app. */
export const browserFences = [...featureFences, ...appFences, ...layerFences];
