import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EntityChange } from '../../../../realtime/protocol/hubEvents';
import { META_CLASS } from '../../../../realtime/protocol/metaModel';
import { ontologyClient, type OntologyEntity } from '../client';
import { useEntityChanges } from '../../../components/useEntityChanges';
import { fetchChildren, fetchHavingChildren, NODE_FIELDS } from './classApi';
import { keysToReveal, ROOTS, visibleRows, withoutClass, type ChildList, type TreeRow } from './classTreeModel';
import { treeRefreshOf } from './treeChanges';

/** Children fetched per request: a class with more shows a "show more" row. */
export const CHILDREN_PAGE = 500;
/** Changes arriving together (one set_data makes several) are handled once. */
const CHANGE_BATCH_MS = 150;

type State = {
  nodes: Map<string, OntologyEntity>;
  children: Map<string, ChildList>;
  hasChildren: Set<string>;
  expanded: Set<string>;
};
const EMPTY: State = { nodes: new Map(), children: new Map(), hasChildren: new Set(), expanded: new Set() };

export type ClassTree = {
  rows: TreeRow[];
  nodes: ReadonlyMap<string, OntologyEntity>;
  error: unknown;
  toggle: (row: Extract<TreeRow, { kind: 'node' }>) => void;
  setExpanded: (key: string, open: boolean, id: string) => void;
  loadMore: (parent: string) => void;
  reveal: (paths: string[][]) => Promise<void>;
  refresh: (parents: Iterable<string>, nodes?: Iterable<string>) => Promise<void>;
};

/**
 * The class tree's data: roots and children loaded on expand (one request for the children and one
 * for which of them have children: O(1) requests per expand whatever the level's size), live
 * through the hub (only the lists and nodes a change touches are asked again; expanded paths stay).
 */
export function useClassTree(showBuiltIn: boolean): ClassTree {
  const [state, setState] = useState<State>(EMPTY);
  const [error, setError] = useState<unknown>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const generation = useRef(0);

  /** (Re)loads a parent's children list, at least as many as are shown now. */
  const loadChildren = useCallback(
    async (parent: string, more = false) => {
      const gen = generation.current;
      const current = stateRef.current.children.get(parent);
      const shown = current?.ids.length ?? 0;
      const offset = more ? shown : 0;
      const limit = more ? CHILDREN_PAGE : Math.max(CHILDREN_PAGE, shown);
      setState((s) => ({ ...s, children: new Map(s.children).set(parent, { ids: current?.ids ?? [], total: current?.total ?? 0, loading: true }) }));
      try {
        const page = await fetchChildren(parent, offset, limit, showBuiltIn);
        const having = await fetchHavingChildren(page.nodes.map((n) => n.id));
        if (gen !== generation.current) return;
        setState((s) => {
          const nodes = new Map(s.nodes);
          page.nodes.forEach((n) => nodes.set(n.id, n));
          const hasChildren = new Set(s.hasChildren);
          page.nodes.forEach((n) => (having.has(n.id) ? hasChildren.add(n.id) : hasChildren.delete(n.id)));
          if (parent !== ROOTS && page.total > 0) hasChildren.add(parent);
          else if (parent !== ROOTS) hasChildren.delete(parent);
          const before = more ? (s.children.get(parent)?.ids ?? []) : [];
          const ids = [...before, ...page.nodes.map((n) => n.id).filter((id) => !before.includes(id))];
          return { ...s, nodes, hasChildren, children: new Map(s.children).set(parent, { ids, total: page.total, loading: false }) };
        });
        setError(null);
      } catch (e) {
        if (gen !== generation.current) return;
        setError(e);
        setState((s) => ({ ...s, children: new Map(s.children).set(parent, { ids: current?.ids ?? [], total: current?.total ?? 0, loading: false }) }));
      }
    },
    [showBuiltIn],
  );

  useEffect(() => {
    generation.current++;
    setState(EMPTY);
    void loadChildren(ROOTS);
  }, [loadChildren]);

  const setExpanded = useCallback(
    (key: string, open: boolean, id: string) => {
      setState((s) => {
        const expanded = new Set(s.expanded);
        if (open) expanded.add(key);
        else expanded.delete(key);
        return { ...s, expanded };
      });
      if (open && !stateRef.current.children.has(id)) void loadChildren(id);
    },
    [loadChildren],
  );

  const toggle = useCallback((row: Extract<TreeRow, { kind: 'node' }>) => setExpanded(row.key, !row.expanded, row.id), [setExpanded]);

  const reveal = useCallback(
    async (paths: string[][]) => {
      const keys = keysToReveal(paths);
      setState((s) => ({ ...s, expanded: new Set([...s.expanded, ...keys]) }));
      const parents = [...new Set(paths.flatMap((p) => p.slice(0, -1)))].filter((id) => !stateRef.current.children.has(id));
      await Promise.all(parents.map((id) => loadChildren(id)));
    },
    [loadChildren],
  );

  /** Re-reads the children lists of these parents (where loaded) and these nodes' names and labels. */
  const refresh = useCallback(
    async (parents: Iterable<string>, nodeIds: Iterable<string> = []) => {
      const loaded = [...new Set(parents)].filter((p) => stateRef.current.children.has(p));
      const known = [...new Set(nodeIds)].filter((id) => stateRef.current.nodes.has(id));
      const tasks: Array<Promise<unknown>> = loaded.map((p) => loadChildren(p));
      // a shown but collapsed parent that gained or lost its only child: just its expander changes
      const collapsed = [...new Set(parents)].filter((p) => p !== ROOTS && !stateRef.current.children.has(p) && stateRef.current.nodes.has(p));
      if (collapsed.length) {
        tasks.push(
          fetchHavingChildren(collapsed).then((having) =>
            setState((s) => {
              const hasChildren = new Set(s.hasChildren);
              collapsed.forEach((p) => (having.has(p) ? hasChildren.add(p) : hasChildren.delete(p)));
              return { ...s, hasChildren };
            }),
          ),
        );
      }
      if (known.length) {
        tasks.push(
          ontologyClient.readByIds(known, NODE_FIELDS).then((found) => {
            const gone = known.filter((id) => !found.some((f) => f.id === id));
            setState((s) => {
              const nodes = new Map(s.nodes);
              for (const f of found) if (nodes.has(f.id)) nodes.set(f.id, f);
              let expanded = s.expanded;
              for (const id of gone) expanded = withoutClass(expanded, id);
              return { ...s, nodes, expanded };
            });
          }),
        );
      }
      await Promise.all(tasks);
    },
    [loadChildren],
  );

  // live: changes from any user, batched, refresh only the lists and nodes they touch
  const pending = useRef<EntityChange[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEntityChanges(
    [META_CLASS.Class],
    useCallback(
      (change) => {
        pending.current.push(change);
        timer.current ??= setTimeout(() => {
          timer.current = null;
          const batch = pending.current;
          pending.current = [];
          const plan = treeRefreshOf(batch);
          void refresh(plan.parents, plan.nodes);
        }, CHANGE_BATCH_MS);
      },
      [refresh],
    ),
  );
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const rows = useMemo(() => visibleRows(state), [state]);
  return { rows, nodes: state.nodes, error, toggle, setExpanded, loadMore: (parent) => void loadChildren(parent, true), reveal, refresh };
}
