import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FactLinkPage, FactSheet } from '../../../realtime/protocol/factExplorer';
import { formatNumber } from '../../i18n/format';
import { showMessage } from '../../state/messageStore';
import { problemText } from '../../components/Problem';
import { assembleGraph, EntitySearch, NetworkView } from '../ontology';
import { appendLinks, buildFactGraph } from './factGraph';
import { fetchFactLinks, fetchFactSheet } from './factExplorerApi';
import { formPath } from './explorerLocation';
import { linkClass, smallButton } from './explorerUi';

type Props = { focus: FactSheet; onWalk: (inst: string) => void; onFocusPage: (page: FactLinkPage) => void };

/**
 * The facts as a graph to walk on: the focus in the middle, its neighbours around; a click expands
 * a neighbour's own links in place (or loads more links behind a "more" node), a double click
 * makes it the focus. Drawn by the ontology's network, with the spec's physics saved locally.
 */
export function FactGraphView({ focus, onWalk, onFocusPage }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<Map<string, FactSheet>>(new Map());
  const [selected, setSelected] = useState<string | null>(null);
  const [view, setView] = useState<{ id: string; seq: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const focusId = focus.instance.id;
  const sheets = useMemo(() => new Map([...expanded, [focusId, focus]]), [expanded, focus, focusId]);
  const graph = useMemo(() => buildFactGraph(focusId, sheets, (n) => t('factExplorer.graph.moreNode', { n: formatNumber(n) })), [focusId, sheets, t]);
  const model = useMemo(() => assembleGraph(graph.nodes, graph.edges), [graph]);
  const typeOf = useMemo(() => {
    const types = new Map<string, string>();
    for (const sheet of sheets.values()) for (const g of [...sheet.outgoing, ...sheet.incoming]) for (const l of g.links) if (l.type_id) types.set(l.id, l.type_id);
    for (const sheet of sheets.values()) if (sheet.classes[0]) types.set(sheet.instance.id, sheet.classes[0].id);
    return types;
  }, [sheets]);

  async function work(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showMessage({ text: problemText(error) || t('factExplorer.loadFailed'), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }
  const expand = (id: string) =>
    work(async () => {
      const sheet = await fetchFactSheet(id);
      setExpanded((before) => new Map(before).set(id, sheet));
    });
  const collapse = (id: string) =>
    setExpanded((before) => {
      const next = new Map(before);
      next.delete(id);
      return next;
    });
  const loadMore = (moreId: string) => {
    const more = graph.more.get(moreId);
    if (!more) return;
    void work(async () => {
      const page = await fetchFactLinks(more.inst, more.prop, more.direction, more.loaded);
      if (more.inst === focusId) onFocusPage(page);
      else setExpanded((before) => new Map(before).set(more.inst, appendLinks(before.get(more.inst)!, page)));
    });
  };
  const select = (id: string | null) => {
    if (id && graph.more.has(id)) return loadMore(id);
    setSelected(id);
    if (id && id !== focusId && !sheets.has(id)) void expand(id);
  };

  const chosen = selected ? model.nodes.find((n) => n.id === selected) : undefined;
  const findable = model.nodes.filter((n) => !graph.more.has(n.id));
  return (
    <div className="flex flex-col gap-2" data-testid="fact-graph">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <EntitySearch
          placeholder={t('factExplorer.graph.find')}
          testId="fact-graph-find"
          delay={0}
          search={(text) => findable.filter((n) => n.label.toLowerCase().includes(text.trim().toLowerCase())).slice(0, 20).map((n) => ({ id: n.id, name: n.label }))}
          onPick={(found) => {
            setSelected(found.id);
            setView((before) => ({ id: found.id, seq: (before?.seq ?? 0) + 1 }));
          }}
        />
        {chosen && (
          <div className="flex flex-wrap items-center gap-2" data-testid="fact-graph-selected">
            <span className="font-medium text-gray-900">{chosen.label}</span>
            {chosen.id !== focusId && (
              <>
                <button type="button" className={smallButton} disabled={busy} onClick={() => (expanded.has(chosen.id) ? collapse(chosen.id) : void expand(chosen.id))}>
                  {t(expanded.has(chosen.id) ? 'factExplorer.graph.collapse' : 'factExplorer.graph.expand')}
                </button>
                <button type="button" className={smallButton} onClick={() => onWalk(chosen.id)} data-testid="fact-graph-walk">
                  {t('factExplorer.graph.makeFocus')}
                </button>
              </>
            )}
            {typeOf.get(chosen.id) && (
              <Link className={linkClass} to={formPath(typeOf.get(chosen.id)!, chosen.id)}>
                {t('factExplorer.header.openForm')}
              </Link>
            )}
          </div>
        )}
        {busy && <span className="text-gray-500">{t('factExplorer.loading')}</span>}
      </div>
      <p className="text-xs text-gray-500">{t('factExplorer.graph.hint')}</p>
      <div className="h-[65vh] min-h-[420px]">
        <NetworkView nodes={model.nodes} edges={model.edges} selectedNodeId={selected ?? focusId} focus={view} onSelectNode={select} onDoubleClickNode={(id) => !graph.more.has(id) && id !== focusId && onWalk(id)} />
      </div>
    </div>
  );
}
