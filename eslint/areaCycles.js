// A lint rule that fails on a circle of imports between areas, the way import-x/no-cycle fails on
// one between files: file by file the imports may be fine while two areas still lean on each other
// (A/x → B/y and B/z → A/w). The areas are the repository's top-level folders and, inside them,
// src/'s folders and features, realtime/'s folders and each server area (eslint/serverFences.js).
// The graph is read once per lint run, from every file's import lines, type-only imports included:
// a circle of types is a circle of design even when the compiler erases it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { serverAreas } from './serverFences.js';

const root = resolve(new URL('..', import.meta.url).pathname);
const TOP = ['collab-server', 'src', 'realtime', 'model'];
const FEATURE_GROUPS = new Set(['admin', 'documents']);
const serverAreaSet = new Set(serverAreas);

/** The area a repository file belongs to, or null outside the areas (tests, scripts). */
export function areaOf(file) {
  const parts = relative(root, file).split('/');
  const [top, first, second] = parts;
  if (!TOP.includes(top)) return null;
  if (top === 'model') return 'model';
  if (top === 'realtime') return `realtime/${first}`;
  if (top === 'src') {
    if (parts.length === 2) return 'src';
    if (first !== 'features') return `src/${first}`;
    return FEATURE_GROUPS.has(second) && parts.length > 4 ? `src/features/${second}/${parts[3]}` : `src/features/${second}`;
  }
  if (parts.length === 2) return `collab-server/${first}`; // a root file is a node of its own
  const nested = `${first}/${second}`;
  return serverAreaSet.has(nested) ? `collab-server/${nested}` : `collab-server/${first}`;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?\sfrom\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveImport(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// tests and their helpers (a folder named testing/) may reach across areas, as tests do
const isTestSupport = (file) => /\.test\.tsx?$/.test(file) || /\/testing\//.test(file);

function sourceFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !isTestSupport(path)) out.push(path);
  }
  return out;
}

/** The imports of one file's text (types too), as resolved files. */
export function importsOf(file, text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    const target = resolveImport(file, spec);
    if (target) found.push(target);
  }
  return found;
}

/** Strongly connected components (Tarjan) of the area graph: each area in a circle gets its component. */
function circlesOf(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) === order.get(node)) {
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1) for (const m of members) component.set(m, members);
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return component;
}

let cached = null;
function areaCircles() {
  if (cached) return cached;
  const graph = new Map();
  for (const top of TOP) {
    for (const file of sourceFiles(join(root, top))) {
      const from = areaOf(file);
      for (const target of importsOf(file, readFileSync(file, 'utf8'))) {
        const to = areaOf(target);
        if (!to || to === from) continue;
        if (!graph.has(from)) graph.set(from, new Set());
        graph.get(from).add(to);
      }
    }
  }
  cached = circlesOf(graph);
  return cached;
}

export const noAreaCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No circle of imports between areas (top-level folders, src/ folders and features, server areas).' },
    schema: [],
    messages: { circle: 'Areas {{from}} and {{to}} import each other in a circle ({{members}}): the lower one must not reach up.' },
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (!from || isTestSupport(file)) return {};
    const circles = areaCircles();
    const members = circles.get(from);
    if (!members) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolveImport(file, spec);
      const to = target && areaOf(target);
      if (to && to !== from && members.includes(to)) context.report({ node, messageId: 'circle', data: { from, to, members: [...members].sort().join(', ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const areasPlugin = { rules: { 'no-area-cycle': noAreaCycle } };
