import { Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useVirtualizer } from '@tanstack/react-virtual';
import { showMessage } from '../../../state/messageStore';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { captionOf as nodeCaption, parentIdsOf } from '../client';
import { applyChanges, fetchAncestry, renameClass } from './classApi';
import { ClassCreateDialog } from './ClassCreateDialog';
import { ClassTreeRow, type DragSource } from './ClassTreeRow';
import { ClassTreeSearch } from './ClassTreeSearch';
import { ancestorPaths, pathKey, reparentChanges, ROOTS, type TreeRow } from './classTreeModel';
import { useClassTree } from './useClassTree';
import { useDeleteClass } from './useDeleteClass';
import { ReadOnlyNotice, useEditRights, useRightsChanged } from '../rights';
import { slotFilling } from '../../../shell/featureHost/featureHost';

const ROW_HEIGHT = 28;

/** /class_tree: the whole hierarchy, loaded as it is opened and rendered only where it is seen. */
export default function ClassTreePage() {
  const Aside = slotFilling('classTreeAside');
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [showBuiltIn, setShowBuiltIn] = useState(false);
  const tree = useClassTree(showBuiltIn);
  const { rows, nodes, reveal, refresh, setExpanded } = tree;
  const rights = useEditRights();
  // rights changed (an administrator gave or took them): the shown classes' flags are read again
  useRightsChanged(() => void refresh([], [...nodes.keys()]));
  // the focused row by its path, so rows appearing above it (another user's new class) do not move the focus
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const focus = Math.max(0, rows.findIndex((r) => r.key === focusKey));
  const [highlight, setHighlight] = useState<string | null>(null);
  // a row to scroll to once it exists; later changes to the tree must not pull the view back
  const [scrollTo, setScrollTo] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [creating, setCreating] = useState<{ parent: { id: string; name: string } | null } | null>(null);
  const [remove, confirmElement] = useDeleteClass();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 20 });

  const captionOf = (id: string) => nodeCaption(nodes.get(id), lang) || id;

  /** Opens the tree down to the first path of a class and brings it into view. */
  const goTo = useCallback(
    async (paths: string[][]) => {
      if (!paths[0]) return;
      await reveal(paths);
      setHighlight(pathKey(paths[0]));
      setScrollTo(pathKey(paths[0]));
    },
    [reveal],
  );
  useEffect(() => {
    if (!scrollTo) return;
    const index = rows.findIndex((r) => r.key === scrollTo);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'center' });
    setFocusKey(scrollTo);
    setScrollTo(null);
  }, [scrollTo, rows, virtualizer]);

  // /class_tree?focus={id}: opened from a class card
  const focusId = params.get('focus');
  useEffect(() => {
    if (!focusId) return;
    void fetchAncestry(focusId).then((found) => goTo(ancestorPaths(focusId, new Map([...found.values()].map((n) => [n.id, parentIdsOf(n).filter((p) => found.has(p))])))));
  }, [focusId, goTo]);

  async function drop(target: string, source: DragSource, copy: boolean) {
    const node = nodes.get(source.id);
    const changes = reparentChanges(source.id, source.from, target, copy, parentIdsOf(node));
    if (changes.length === 0) return;
    try {
      await applyChanges(changes);
      showMessage({ text: t('classes.tree.moved', { name: captionOf(source.id) }), kind: 'success' });
      await refresh([source.from, target, ROOTS], [source.id]);
      setExpanded(findKeyOf(rows, target), true, target);
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }

  // Enter and the blur that follows both end an edit: only the first one saves
  const renamingNow = useRef<string | null>(null);
  renamingNow.current = renaming;
  async function rename(key: string, id: string, name: string | null) {
    if (renamingNow.current !== key) return;
    renamingNow.current = null;
    setRenaming(null);
    if (name === null || !name.trim() || name.trim() === nodes.get(id)?.name) return;
    try {
      await renameClass(id, name);
      await refresh([], [id]);
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }

  function onKey(event: KeyboardEvent) {
    const row = rows[focus];
    const move = (to: number) => {
      const index = Math.max(0, Math.min(rows.length - 1, to));
      setFocusKey(rows[index]?.key ?? null);
      virtualizer.scrollToIndex(index);
    };
    if (event.key === 'ArrowDown') move(focusKey === null ? 0 : focus + 1);
    else if (event.key === 'ArrowUp') move(focus - 1);
    else if (row?.kind === 'node' && event.key === 'ArrowRight' && row.hasChildren && !row.expanded) tree.toggle(row);
    else if (row?.kind === 'node' && event.key === 'ArrowLeft' && row.expanded) tree.toggle(row);
    else if (row?.kind === 'node' && event.key === 'Enter') navigate(`/class_list/${row.id}`);
    else if (row?.kind === 'node' && event.key === 'F2') setRenaming(row.key);
    else return;
    event.preventDefault();
  }

  return (
    <PageFrame
      className="min-h-0 gap-3 p-4"
      title={t('classes.tree.title')}
      actions={
        rights.mayAll && (
          <Button variant="primary" onClick={() => setCreating({ parent: null })} data-testid="tree-create-root">
            {t('classes.tree.createRoot')}
          </Button>
        )
      }
    >
      <ReadOnlyNotice />
      <div className="flex flex-wrap items-center gap-3">
        <ClassTreeSearch showBuiltIn={showBuiltIn} lang={lang} onChoose={(hit) => void goTo(hit.paths)} />
        <label className="flex items-center gap-1 text-sm text-gray-700">
          <input type="checkbox" checked={showBuiltIn} onChange={(e) => setShowBuiltIn(e.target.checked)} />
          {t('classes.common.showBuiltIn')}
        </label>
        <span className="text-xs text-gray-500">{t('classes.tree.dragHint')}</span>
      </div>
      <Problem text={tree.error ? problemText(tree.error) : null} />
      {/* asserted and inferred side by side: the reasoner's panel keeps its own map and state */}
      <div className="grid min-h-0 gap-4 xl:grid-cols-2">
        <section className="flex min-h-0 flex-col gap-2" aria-label={t('classes.tree.asserted')}>
          <h2 className="text-base font-semibold text-gray-900">{t('classes.tree.asserted')}</h2>
          <div
            ref={scroller}
            role="tree"
            tabIndex={0}
            onKeyDown={onKey}
            data-testid="class-tree"
            className="h-[calc(100vh-230px)] min-h-64 overflow-auto rounded border border-gray-200 bg-white focus:outline-none focus:ring-1 focus:ring-primary"
          >
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index]!;
                return (
                  <div key={row.key} style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: item.size, transform: `translateY(${item.start}px)` }}>
                    {row.kind === 'node' ? (
                      <ClassTreeRow
                        row={row}
                        node={nodes.get(row.id)}
                        lang={lang}
                        focused={row.key === focusKey}
                        highlighted={row.key === highlight}
                        renaming={renaming === row.key}
                        onToggle={() => tree.toggle(row)}
                        onFocus={() => setFocusKey(row.key)}
                        onAddChild={() => setCreating({ parent: { id: row.id, name: captionOf(row.id) } })}
                        onStartRename={() => setRenaming(row.key)}
                        onRename={(name) => void rename(row.key, row.id, name)}
                        onDelete={() => void remove({ id: row.id, name: captionOf(row.id) }).then((done) => (done ? refresh([row.parentId, ROOTS], [row.id]) : undefined))}
                        onDrop={(source, copy) => void drop(row.id, source, copy)}
                      />
                    ) : row.kind === 'more' ? (
                      <button type="button" className="h-7 text-sm text-primary hover:underline" style={{ paddingLeft: `${row.depth * 18 + 28}px` }} onClick={() => tree.loadMore(row.parentId)}>
                        {t('classes.tree.more', { shown: row.shown, total: row.total })}
                      </button>
                    ) : (
                      <p className="h-7 text-sm text-gray-500" style={{ paddingLeft: `${row.depth * 18 + 28}px` }}>
                        {t('classes.common.loading')}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
            {rows.length === 0 && <p className="p-3 text-sm text-gray-500">{t('classes.tree.empty')}</p>}
          </div>
        </section>
        {Aside && (
          <Suspense fallback={null}>
            <Aside />
          </Suspense>
        )}
      </div>
      <ClassCreateDialog
        open={creating !== null}
        parent={creating?.parent ?? null}
        onClose={() => setCreating(null)}
        onCreated={() => {
          const parent = creating?.parent?.id ?? ROOTS;
          void refresh([parent]).then(() => parent !== ROOTS && setExpanded(findKeyOf(rows, parent), true, parent));
        }}
      />
      {confirmElement}
    </PageFrame>
  );
}

/** The path key of the first place a class is shown (to open it after a drop or a new child). */
function findKeyOf(rows: readonly TreeRow[], id: string): string {
  return rows.find((r) => r.kind === 'node' && r.id === id)?.key ?? id;
}
