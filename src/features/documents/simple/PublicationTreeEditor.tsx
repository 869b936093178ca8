import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { useLoad } from '../../../components/useLoad';
import type { PublicationView } from '../../../../realtime/protocol/documents/simple';
import { addToPublication, arrangePublication, listDocs, removeFromPublication } from './simpleDocsApi';
import { moveAcrossLevels, moveAmongSiblings, placeAfter, type TreeLink } from './treeMoves';

type Props = {
  view: PublicationView;
  busy: boolean;
  act: (run: () => Promise<PublicationView | void>) => Promise<boolean>;
};

const input = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';
const moveButton = 'rounded px-1.5 py-0.5 text-gray-600 hover:bg-gray-200 disabled:opacity-30';

/** Picks a document to add (searched by name) and where: at the top or under a node. */
function AddDocument({ view, busy, act }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [documentId, setDocumentId] = useState('');
  const [parentId, setParentId] = useState('');
  const docs = useLoad(() => listDocs({ search, limit: 50, offset: 0 }), [search]);
  return (
    <div className="flex flex-wrap items-end gap-2 rounded bg-gray-50 p-2" data-testid="publication-add">
      <label className="flex flex-col gap-1 text-xs text-gray-600">
        {t('simpleDocs.tree.findDocument')}
        <input type="search" className={`${input} w-48`} value={search} onChange={(e) => setSearch(e.target.value)} data-testid="publication-add-search" />
      </label>
      <label className="flex flex-col gap-1 text-xs text-gray-600">
        {t('simpleDocs.tree.document')}
        <select className={`${input} w-64`} value={documentId} onChange={(e) => setDocumentId(e.target.value)} data-testid="publication-add-document">
          <option value="">—</option>
          {docs.data?.rows.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-gray-600">
        {t('simpleDocs.tree.placeUnder')}
        <select className={`${input} w-48`} value={parentId} onChange={(e) => setParentId(e.target.value)} data-testid="publication-add-parent">
          <option value="">{t('simpleDocs.tree.top')}</option>
          {view.nodes.map((n) => (
            <option key={n.linkId} value={n.linkId}>
              {'\u00a0'.repeat(n.depth * 2)}
              {n.name}
            </option>
          ))}
        </select>
      </label>
      <Button
        variant="primary"
        disabled={!documentId || busy}
        onClick={() => void act(() => addToPublication(view.id, documentId, parentId || null)).then((ok) => ok && setDocumentId(''))}
        data-testid="publication-add-submit"
      >
        {t('simpleDocs.tree.add')}
      </Button>
    </div>
  );
}

/** The tree of a publication: add documents, move them up, down, in and out (buttons or drag), remove. */
export function PublicationTreeEditor(props: Props) {
  const { t } = useTranslation();
  const { view, busy, act } = props;
  const [dragged, setDragged] = useState<string | null>(null);
  const links: TreeLink[] = view.nodes.map((n) => ({ linkId: n.linkId, parentId: n.parentId, order: n.order }));
  const arrange = (next: TreeLink[] | null) => {
    if (next) void act(() => arrangePublication(view.id, next));
  };
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-gray-800">{t('simpleDocs.tree.title')}</h3>
      {view.canEdit && <AddDocument {...props} />}
      {view.nodes.length === 0 && <p className="px-2 py-4 text-sm text-gray-500">{t('simpleDocs.tree.empty')}</p>}
      <ul className="flex flex-col rounded border border-gray-200" data-testid="publication-tree">
        {view.nodes.map((node) => (
          <li
            key={node.linkId}
            draggable={view.canEdit && !busy}
            onDragStart={(e) => {
              setDragged(node.linkId);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(e) => dragged && dragged !== node.linkId && e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged) arrange(placeAfter(links, dragged, node.linkId));
              setDragged(null);
            }}
            className={`flex items-center gap-2 border-b border-gray-100 py-1 pr-2 text-sm last:border-b-0 ${dragged === node.linkId ? 'opacity-50' : ''}`}
            style={{ paddingLeft: `${0.5 + node.depth * 1.5}rem` }}
            data-testid="publication-node"
          >
            {view.canEdit && <span className="cursor-grab text-gray-400" aria-hidden>⠿</span>}
            <Link to={`/docs/view/${node.documentId}`} className="min-w-0 flex-1 truncate text-gray-900 hover:text-primary">
              {node.name}
            </Link>
            {!node.documentPublic && view.isPublic && <span className="text-xs text-amber-700">{t('simpleDocs.tree.notPublicDoc')}</span>}
            {view.canEdit && (
              <span className="flex items-center">
                <button type="button" className={moveButton} disabled={busy} title={t('simpleDocs.tree.up')} aria-label={t('simpleDocs.tree.up')} onClick={() => arrange(moveAmongSiblings(links, node.linkId, -1))} data-testid="node-up">
                  ↑
                </button>
                <button type="button" className={moveButton} disabled={busy} title={t('simpleDocs.tree.down')} aria-label={t('simpleDocs.tree.down')} onClick={() => arrange(moveAmongSiblings(links, node.linkId, 1))} data-testid="node-down">
                  ↓
                </button>
                <button type="button" className={moveButton} disabled={busy} title={t('simpleDocs.tree.outdent')} aria-label={t('simpleDocs.tree.outdent')} onClick={() => arrange(moveAcrossLevels(links, node.linkId, 'out'))} data-testid="node-out">
                  ←
                </button>
                <button type="button" className={moveButton} disabled={busy} title={t('simpleDocs.tree.indent')} aria-label={t('simpleDocs.tree.indent')} onClick={() => arrange(moveAcrossLevels(links, node.linkId, 'in'))} data-testid="node-in">
                  →
                </button>
                <button type="button" className={`${moveButton} text-red-700`} disabled={busy} title={t('simpleDocs.tree.remove')} aria-label={t('simpleDocs.tree.remove')} onClick={() => void act(() => removeFromPublication(view.id, node.linkId))} data-testid="node-remove">
                  ✕
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
