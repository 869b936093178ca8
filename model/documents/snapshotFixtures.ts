import type { DocumentElement, DocumentSnapshot, ElementKind } from './elementModel';

/**
 * Test fixtures: a document written as a nested tree, e.g.
 * `doc(node('Section', 's1', {}, [node('ContentHolder', 'c1')]))`.
 */
export type FixtureNode = { element: DocumentElement; children: FixtureNode[] };

export function node(kind: ElementKind, innerId: string, fields: Partial<DocumentElement> = {}, children: FixtureNode[] = []): FixtureNode {
  return { element: { innerId, kind, title: '', content: '', settings: {}, ...fields }, children };
}

/** A snapshot whose root is StructuredDocument 'root' holding the given nodes. */
export function doc(...nodes: FixtureNode[]): DocumentSnapshot {
  return snapshotOf(node('StructuredDocument', 'root', { title: 'Документ' }, nodes));
}

/** A snapshot of any tree; empty child lists are left out (the canonical stored form). */
export function snapshotOf(root: FixtureNode): DocumentSnapshot {
  const snapshot: DocumentSnapshot = { rootId: root.element.innerId, elements: {}, children: {} };
  const add = (n: FixtureNode): void => {
    snapshot.elements[n.element.innerId] = n.element;
    if (n.children.length > 0) snapshot.children[n.element.innerId] = n.children.map((c) => c.element.innerId);
    n.children.forEach(add);
  };
  add(root);
  return snapshot;
}

/** The element, or a thrown error naming the missing id (keeps tests free of `!`). */
export function elementOf(s: DocumentSnapshot, innerId: string): DocumentElement {
  const element = s.elements[innerId];
  if (!element) throw new Error(`no element ${innerId}`);
  return element;
}

/** The container's child list, created empty when absent, for tests to edit in place. */
export function childrenOf(s: DocumentSnapshot, innerId: string): string[] {
  s.children[innerId] ??= [];
  return s.children[innerId];
}
