/**
 * A `resolve` over a list of named entities, as the class card and the server both build it:
 * a name is matched as shown (the label in the user's language), then as written in any language,
 * then as an IRI, so an expression typed in either language reads the same.
 */
import type { ResolvedEntity, ResolvedKind, Resolve } from './tokenStream';

export type NamedEntity = { iri: string; kind: ResolvedKind; /** the name shown */ name: string; /** other names it answers to */ aliases?: readonly string[] };

// completion and the as-you-type check ask for the same list's resolver at every keystroke
const built = new WeakMap<readonly NamedEntity[], Resolve>();

export function resolverOf(entities: readonly NamedEntity[]): Resolve {
  const known = built.get(entities);
  if (known) return known;
  const resolve = buildResolver(entities);
  built.set(entities, resolve);
  return resolve;
}

function buildResolver(entities: readonly NamedEntity[]): Resolve {
  const shown = new Map<string, ResolvedEntity[]>();
  const other = new Map<string, ResolvedEntity[]>();
  const add = (map: Map<string, ResolvedEntity[]>, key: string, entity: ResolvedEntity) => {
    const list = map.get(key) ?? [];
    if (!list.some((known) => known.iri === entity.iri && known.kind === entity.kind)) list.push(entity);
    map.set(key, list);
  };
  for (const { iri, kind, name, aliases } of entities) {
    add(shown, name, { iri, kind });
    add(other, iri, { iri, kind });
    for (const alias of aliases ?? []) add(other, alias, { iri, kind });
  }
  return (name) => shown.get(name) ?? other.get(name) ?? [];
}
