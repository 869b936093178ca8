import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The server reads and writes the live documents' content (seed, reconciliation, the guard)
// without the browser's editor: neither Tiptap nor ProseMirror's view and state may be loaded
// into it. Checked on the import graph from the process entry: every module the server can load
// (dynamic imports included, type-only imports left out), and every package those modules
// import with all that package declares it depends on.
const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = path.join(ROOT, 'collab-server/main.ts');
const EDITOR_ONLY = /^(@tiptap\/|prosemirror-view$|prosemirror-state$)/;

function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnly(node.importClause)) found.push(node.moduleSpecifier.text);
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) found.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An import that TypeScript erases: `import type`, or only `type` names. */
function typeOnly(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function resolveSource(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  if (/\.(json|css)$/.test(specifier)) return null;
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${specifier}`);
}

const packageName = (specifier: string): string => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const isBuiltin = (specifier: string): boolean => specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));

/** The server's own modules it can load, and the packages they import (with who imports them). */
function serverGraph(): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const stack = [ENTRY];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.')) {
        const resolved = resolveSource(file, specifier);
        if (resolved) stack.push(resolved);
      } else if (!isBuiltin(specifier)) {
        if (!packages.has(specifier)) packages.set(specifier, path.relative(ROOT, file));
      }
    }
  }
  return { files, packages };
}

function packageDir(name: string, from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return null;
  }
}

/** Every package the given ones may load: their dependencies, peers and optional ones, all the way down (name → the chain that reaches it). */
function packageClosure(roots: Map<string, string>): Map<string, string> {
  const reached = new Map<string, string>();
  const stack = [...roots].map(([specifier, file]) => ({ name: packageName(specifier), from: ROOT, via: file }));
  while (stack.length > 0) {
    const { name, from, via } = stack.pop()!;
    if (reached.has(name)) continue;
    reached.set(name, `${via} → ${name}`);
    const dir = packageDir(name, from);
    if (!dir) continue;
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const dependencies = { ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies };
    for (const dependency of Object.keys(dependencies)) stack.push({ name: dependency, from: dir, via: `${via} → ${name}` });
  }
  return reached;
}

describe('the server', () => {
  const { files, packages } = serverGraph();

  it('reaches the live documents’ content code from its entry (the check below covers it)', () => {
    const reached = [...files].map((file) => path.relative(ROOT, file));
    expect(reached).toEqual(expect.arrayContaining(['collab-server/documents/structured/relay/sdocReconcile.ts', 'collab-server/documents/structured/relay/sdocGuard.ts', 'realtime/yjs/structuredDoc/markdownContent.ts']));
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['yjs', 'prosemirror-model', 'prosemirror-markdown']));
  });

  it('loads no editor code: no Tiptap, no prosemirror-view or prosemirror-state', () => {
    const editorCode = [...packageClosure(packages)].filter(([name]) => EDITOR_ONLY.test(name)).map(([, chain]) => chain);
    expect(editorCode).toEqual([]);
  });
});
