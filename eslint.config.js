import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { browserFences } from './eslint/browserFences.js';
import { serverFences } from './eslint/serverFences.js';
import { areasPlugin } from './eslint/areaCycles.js';

const root = import.meta.dirname;

// ── Packages a folder may not import (no-restricted-imports, matched on the written name) ──

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nodeModuleNames = builtinModules.filter((name) => !name.startsWith('_') && !name.includes('/')).map(escapeRegex);

// bare `fs` or `path` reach Node as surely as `node:fs` does
const nodeBuiltins = (message) => ({ regex: `^(node:|(${nodeModuleNames.join('|')})(/|$))`, message });
// React itself and every binding to it (react-dom, react-i18next, @tiptap/react, @tanstack/react-table…)
const reactPackages = (message) => ({ regex: '^(@[^/]+/)?react(-[^/]*)?(/|$)', message });
const tiptap = (message) => ({ group: ['@tiptap/*'], message });
const fastify = (message) => ({ group: ['fastify', 'fastify/*', '@fastify/*'], message });

// ── Folders a folder may not import (import-x/no-restricted-paths, matched on the resolved file, so
// relative paths are caught as well as any other spelling) ──

// target '.': the area's block already decides which files the zone applies to
const noImportFrom = (from, message) => ({ target: '.', from, message });

// The browser app's fences (features through their index.ts, the layers of src/) are in eslint/browserFences.js.

// ── Globals only one side has (no-restricted-globals) ──

// Shared code runs in the browser and in Node: what both have (console, setTimeout, URL,
// TextEncoder, structuredClone…) is fine, what only one has is not.
const onlyIn = (these, notThose, side) =>
  Object.keys(these)
    .filter((name) => !Object.hasOwn(notThose, name))
    .map((name) => ({ name, message: `${name} exists only in ${side}; this code runs on both sides.` }));
const oneSidedGlobals = [...onlyIn(globals.browser, globals.node, 'the browser'), ...onlyIn(globals.node, globals.browser, 'Node')];

// ── Areas ──
//
// In flat config a later block's options for a rule replace an earlier block's, so two blocks that
// both match a file and both set no-restricted-imports leave the file with only the second list.
// Hence every import boundary is written here, once per area, and the areas do not overlap: each
// linted file gets exactly one block setting no-restricted-imports, import-x/no-restricted-paths
// and no-restricted-globals. No other block may set those three rules.

// The HTTP layer: the Fastify edge, the files that declare routes (with their tests), and the
// composition root that starts the edge beside the hub and the relay.
const httpLayer = [
  'collab-server/http/**',
  'collab-server/server.ts',
  'collab-server/main.ts',
  // the area contract (an area's routes take the Fastify instance) and the request's caller
  'collab-server/serverArea.ts',
  'collab-server/auth/requestCaller.ts',
  'collab-server/**/*Routes.ts',
  'collab-server/**/*Route.ts',
  'collab-server/**/*Routes.test.ts',
  'collab-server/**/*Route.test.ts',
];

const sharedCode = 'model/ and realtime/protocol run in the browser and on the server';
const browserOnly = 'src/ is the browser app, the server lives elsewhere';
const serverOnly = 'collab-server is the Node server, the browser app is not part of it';
const httpOnly = 'Only the HTTP layer (collab-server/http, *Routes.ts, *Route.ts) speaks HTTP';

const areas = [
  {
    files: ['model/**'],
    packages: [reactPackages(`${sharedCode}: no React.`), nodeBuiltins(`${sharedCode}: no Node modules.`)],
    folders: [
      noImportFrom('src', 'The pure model does not import the browser app.'),
      noImportFrom('realtime/yjs', 'The pure model does not import the live document plumbing.'),
      noImportFrom('collab-server', 'The pure model does not import the server.'),
    ],
    globals: oneSidedGlobals,
  },
  {
    files: ['realtime/protocol/**'],
    packages: [reactPackages(`${sharedCode}: no React.`), nodeBuiltins(`${sharedCode}: no Node modules.`)],
    folders: [
      noImportFrom('src', 'The protocol is shared by both sides: it does not import the browser app.'),
      noImportFrom('collab-server', 'The protocol is shared by both sides: it does not import the server.'),
    ],
    globals: oneSidedGlobals,
  },
  {
    // the Y.Doc layout and content of a structured document: the relay loads it, so no editor code
    files: ['realtime/yjs/structuredDoc/**'],
    ignores: ['**/*.test.ts'],
    packages: [
      reactPackages('The relay loads the Y.Doc layout: no React.'),
      tiptap('The relay loads the Y.Doc layout: no editor code (contentSchema.ts declares the schema).'),
      { group: ['prosemirror-view', 'prosemirror-state'], message: 'The relay loads the Y.Doc layout: no editor code.' },
    ],
    folders: [noImportFrom('src', 'realtime/yjs is shared with the server: it does not import the browser app.'), noImportFrom('collab-server', 'realtime/yjs does not import the server.')],
  },
  {
    // the browser's event bus and socket streams: plain RxJS over socket.io, used by screens but not made of them
    files: ['realtime/bus/**', 'realtime/socket/**'],
    packages: [reactPackages('realtime/bus and realtime/socket are the wire under the screens: no React.')],
    folders: [
      noImportFrom('src', 'realtime/bus and realtime/socket sit below the browser app: they do not import it.'),
      noImportFrom('collab-server', 'realtime/bus and realtime/socket run in the browser: no server code.'),
    ],
  },
  {
    files: ['src/**'],
    packages: [nodeBuiltins(`${browserOnly}: no Node modules.`)],
    folders: [noImportFrom('collab-server', `${browserOnly}: no server code.`), ...browserFences],
  },
  {
    files: httpLayer,
    packages: [reactPackages(`${serverOnly}: no React.`), tiptap(`${serverOnly}: no Tiptap.`)],
    folders: [noImportFrom('src', `${serverOnly}: no browser code.`), ...serverFences],
  },
  {
    files: ['collab-server/**'],
    ignores: httpLayer,
    packages: [
      reactPackages(`${serverOnly}: no React.`),
      tiptap(`${serverOnly}: no Tiptap.`),
      fastify(`${httpOnly}: its handlers pass plain values to the rest of the server.`),
    ],
    folders: [noImportFrom('src', `${serverOnly}: no browser code.`), noImportFrom('collab-server/http', `${httpOnly}.`), ...serverFences],
  },
];

const boundaryRules = ['no-restricted-imports', 'import-x/no-restricted-paths', 'no-restricted-globals'];

const areaBlock = ({ files, ignores = [], packages, folders, globals: restrictedGlobals = [] }) => ({
  name: `boundaries: ${files.join(', ')}`,
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns: packages }],
    'import-x/no-restricted-paths': ['error', { basePath: root, zones: folders }],
    'no-restricted-globals': ['error', ...restrictedGlobals],
  },
});

const config = tseslint.config(
  { ignores: ['dist/**', '.server-build/**', 'test-results-pg/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, areas: areasPlugin },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Lazy import()s count too: a page that reads the route table must not be reachable from it
      // (app/pages holds the pages apart). No maxDepth: the cost is parsing each file once, which a
      // limit does not save, and a limit misses long cycles.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // and no circle between areas (eslint/areaCycles.js), which file-by-file checks cannot see
      'areas/no-area-cycle': 'error',
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...areas.map(areaBlock),
);

// A block outside the areas setting one of these would silently replace an area's list for the
// files both match, which is how the model once lost its React ban: fail loudly instead.
const strays = config.filter((block) => !block.name?.startsWith('boundaries: ') && boundaryRules.some((rule) => block.rules?.[rule]));
if (strays.length > 0) {
  throw new Error(`Import boundaries belong in the areas of eslint.config.js; also set in: ${strays.map((block) => block.name ?? JSON.stringify(block.files)).join('; ')}`);
}

export default config;
