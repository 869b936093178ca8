// A test helper (Node only): runs Debian's Konclude as a reference OWL 2 DL classifier.
// eslint-disable-next-line no-restricted-imports -- test helper, Node only
import { execFileSync } from 'node:child_process';
// eslint-disable-next-line no-restricted-imports -- test helper, Node only
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- test helper, Node only
import { tmpdir } from 'node:os';
// eslint-disable-next-line no-restricted-imports -- test helper, Node only
import { join } from 'node:path';
import type { Axiom } from '../../owl/axioms';
import { toFunctionalSyntax } from './functionalSyntax';

const OWL_THING = 'http://www.w3.org/2002/07/owl#Thing';

export function hasKonclude(): boolean {
  try {
    execFileSync('Konclude', ['-h'], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Konclude's classification as the set of entailed "sub sup" pairs between named classes
 * (owl:Thing left out; an unsatisfiable class is under owl:Nothing). Run with two workers: with its
 * default single worker it hangs on this machine.
 */
export function koncludeSubsumptions(axioms: Axiom[]): Set<string> {
  const dir = mkdtempSync(join(tmpdir(), 'konclude-'));
  try {
    writeFileSync(join(dir, 'in.ofn'), toFunctionalSyntax(axioms));
    execFileSync('Konclude', ['classification', '-w', '2', '-i', join(dir, 'in.ofn'), '-o', join(dir, 'out.owl')], { stdio: 'ignore', timeout: 120_000 });
    const xml = readFileSync(join(dir, 'out.owl'), 'utf8');
    const parents = new Map<string, Set<string>>();
    const add = (a: string, b: string) => (parents.get(a) ?? parents.set(a, new Set()).get(a)!).add(b);
    for (const m of xml.matchAll(/<SubClassOf>\s*<Class IRI="([^"]+)"\/>\s*<Class IRI="([^"]+)"\/>\s*<\/SubClassOf>/g)) add(m[1]!, m[2]!);
    for (const m of xml.matchAll(/<EquivalentClasses>([\s\S]*?)<\/EquivalentClasses>/g)) {
      const members = [...m[1]!.matchAll(/<Class IRI="([^"]+)"\/>/g)].map((x) => x[1]!);
      for (const a of members) for (const b of members) if (a !== b) add(a, b);
    }
    return closurePairs(parents);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** "sub sup" for every pair of the reflexive-free transitive closure of a parent map, owl:Thing left out. */
export function closurePairs(parents: Map<string, Set<string>>): Set<string> {
  const out = new Set<string>();
  for (const start of parents.keys()) {
    const seen = new Set<string>();
    const stack = [...(parents.get(start) ?? [])];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...(parents.get(at) ?? []));
    }
    for (const sup of seen) if (sup !== start && sup !== OWL_THING) out.add(`${start} ${sup}`);
  }
  return out;
}
