import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { useConfirm } from '../../../components/useConfirm';
import { useLoad } from '../../../components/useLoad';
import { showMessage } from '../../../state/messageStore';
import { fetchCatalog } from '../api/catalogApi';
import { copySearch } from '../api/searchApi';
import type { PlacedProblem } from '../api/searchProblem';
import { classNameOf } from '../model/catalog';
import { checkFormula } from '../../../../model/semanticSearch/formula';
import { changeRoot, codesOf, graphOf, newSettings } from '../model/searchDraft';
import { ExportButton } from '../results/ExportButton';
import { SearchResults } from '../results/SearchResults';
import { BuilderTabs } from './BuilderTabs';
import { FilterDrawer } from './FilterDrawer';
import { linkClasses } from './linkClasses';
import { NodePanel } from './NodePanel';
import { nodeNames } from './nodeNames';
import { matching, PickBox } from '../../../components/PickBox';
import { SaveDialog } from './SaveDialog';
import { ShareDialog } from './ShareDialog';
import { useSearchDraft, type SearchMeta } from './useSearchDraft';
import { useUnsavedGuard } from '../../../components/useUnsavedGuard';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import type { DrawnEdge, DrawnNode } from './QueryGraph';

// vis-network is large: fetched only when a builder draws its graph
const QueryGraph = lazy(() => import('./QueryGraph'));

/** /semantic-search/{id} and /semantic-search/new: the query builder over the ontology, with its live result. */
export function SearchBuilderPage({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useSearchDraft(id);
  const catalog = useLoad(fetchCatalog, []);
  const [selected, setSelected] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [runProblem, setRunProblem] = useState<PlacedProblem | null>(null);
  const [confirm, confirmElement] = useConfirm();
  useUnsavedGuard(draft.dirty, () => confirm({ title: t('semanticSearch.builder.leaveTitle'), text: t('semanticSearch.builder.leaveText'), confirmLabel: t('semanticSearch.builder.leave') }));

  const { settings, saved } = draft;
  const cat = catalog.data;
  const names = useMemo(() => (settings && cat ? nodeNames(settings, cat, t('semanticSearch.node.unknownClass')) : new Map<string, string>()), [settings, cat, t]);
  const links = useMemo(() => linkClasses(settings, cat), [settings, cat]);
  const problem = draft.problem ?? runProblem;
  const node = settings && selected && graphOf(settings).nodes.some((n) => n.id === selected) ? selected : (settings ? graphOf(settings).nodes[0]?.id : null) ?? null;
  // a formula that does not parse is pointed at where it is typed: the last good result stays meanwhile
  const formulasOk = !settings || settings.calcColumns.every((c) => c.formula.trim() !== '' && !checkFormula(c.formula, codesOf(settings).filter((code) => code !== c.code)));
  const target = settings && formulasOk ? (saved && !draft.dirty ? { id: saved.id } : { settings }) : null;
  const nameTitle = t('semanticSearch.columns.intrinsic.name');
  // the shell's title bar, the tab and the recent links name the search being shown (its author's or not)
  useContextTitle(draft.loading || draft.loadProblem ? null : draft.meta.name || saved?.name || t('semanticSearch.builder.newTitle'));

  async function pickRoot(classId: string) {
    if (settings && (graphOf(settings).nodes.length > 1 || settings.columns.length > 1 || settings.calcColumns.length > 0)) {
      if (!(await confirm({ title: t('semanticSearch.builder.rootTitle'), text: t('semanticSearch.builder.rootText'), confirmLabel: t('semanticSearch.builder.rootConfirm') }))) return;
    }
    draft.setSettings((s) => (s ? changeRoot(classId, nameTitle, s) : newSettings(classId, nameTitle)));
    setSelected('n1');
  }

  async function save(meta: SearchMeta) {
    const stored = await draft.save(meta);
    if (!stored) return;
    setSaving(false);
    showMessage({ text: t('semanticSearch.builder.saved', { name: stored.name }), kind: 'success' });
    if (!id) navigate(`/semantic-search/${stored.id}`, { replace: true });
  }

  async function copy() {
    if (!saved) return;
    try {
      const copied = await copySearch(saved.id);
      showMessage({ text: t('semanticSearch.list.copied', { name: copied.name }), kind: 'success' });
      navigate(`/semantic-search/${copied.id}`);
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }

  if (draft.loading) return <p className="p-4 text-sm text-gray-500">{t('semanticSearch.common.loading')}</p>;
  // a saved search that did not open is not a new one: the page says it did not open, and why
  if (draft.loadProblem) return <PageFrame title={t('semanticSearch.builder.notLoadedTitle')}><Problem text={draft.loadProblem} testId="builder-load-problem" /></PageFrame>;

  const drawnNodes: DrawnNode[] = settings && cat ? graphOf(settings).nodes.map((n, i) => ({ id: n.id, label: `${names.get(n.id) ?? ''}${n.subclasses ? '' : `\n${t('semanticSearch.node.noSubclassesMark')}`}`, root: i === 0, wrong: problem?.place?.kind === 'node' && problem.place.id === n.id })) : [];
  const drawnEdges: DrawnEdge[] = settings && cat ? graphOf(settings).edges.map((e) => ({ id: e.id, from: e.from, to: e.to, label: cat.properties.get(e.propId)?.name ?? '', backwards: e.direction === 'in', optional: e.optional })) : [];
  const filterCount = settings ? graphOf(settings).where.length : 0;

  return (
    <PageFrame
      title={
        <span className="flex items-center gap-2">
          <span data-testid="builder-title">{draft.meta.name || t('semanticSearch.builder.newTitle')}</span>
          {draft.dirty && <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-normal text-amber-800" data-testid="builder-dirty">{t('semanticSearch.builder.unsaved')}</span>}
        </span>
      }
      actions={
        <>
          <Link className="text-sm text-primary hover:underline" to="/semantic-search">
            {t('semanticSearch.builder.back')}
          </Link>
          {settings && (
            <Button onClick={() => setFiltersOpen((o) => !o)} data-testid="filters-open">
              {t('semanticSearch.builder.filters', { count: filterCount })}
            </Button>
          )}
          {saved && (
            <Button onClick={() => void copy()} disabled={draft.dirty} title={draft.dirty ? t('semanticSearch.builder.copyDirty') : undefined} data-testid="builder-copy">
              {t('semanticSearch.list.copy')}
            </Button>
          )}
          {saved?.mayEdit && (
            <Button onClick={() => setSharing(true)} data-testid="builder-share">
              {t('semanticSearch.builder.share')}
            </Button>
          )}
          <Button variant="primary" disabled={!settings || (saved !== null && !saved.mayEdit)} onClick={() => setSaving(true)} data-testid="builder-save">
            {t('semanticSearch.builder.save')}
          </Button>
        </>
      }
    >
      <Problem text={catalog.error ? problemText(catalog.error) : null} />
      {problem && !problem.place && <Problem text={problem.message} testId="builder-problem" />}
      {problem?.place && problem.place.kind !== 'calcColumn' && problem.place.kind !== 'filter' && problem.place.kind !== 'column' && <Problem text={problem.message} testId="builder-problem" />}
      {!cat ? (
        <p className="text-sm text-gray-500">{t('semanticSearch.common.loading')}</p>
      ) : !settings ? (
        <div className="flex flex-col items-start gap-2 rounded border border-dashed border-gray-300 p-6" data-testid="root-picker">
          <p className="text-sm text-gray-700">{t('semanticSearch.builder.pickRoot')}</p>
          <PickBox className="w-96" showAll placeholder={t('semanticSearch.builder.rootPlaceholder')} search={(text) => matching([...cat.classes.values()], text)} onPick={(p) => void pickRoot(p.id)} testId="root-pick" />
        </div>
      ) : (
        <>
          <div className="grid grid-cols-[1fr_18rem] gap-3">
            <div className="h-64 rounded border border-gray-200 bg-gray-50">
              <Suspense fallback={<p className="p-4 text-sm text-gray-500">{t('semanticSearch.common.loading')}</p>}>
                <QueryGraph nodes={drawnNodes} edges={drawnEdges} selected={node} onSelect={(n) => n && setSelected(n)} />
              </Suspense>
            </div>
            <div className="rounded border border-gray-200 p-3">
              <select className="mb-3 w-full rounded border border-gray-300 px-2 py-1 text-sm" aria-label={t('semanticSearch.node.choose')} value={node ?? ''} onChange={(e) => setSelected(e.target.value)} data-testid="node-choose">
                {graphOf(settings).nodes.map((n) => (
                  <option key={n.id} value={n.id}>
                    {names.get(n.id)}
                  </option>
                ))}
              </select>
              {node && <NodePanel settings={settings} catalog={cat} node={node} onChange={(s) => draft.setSettings(() => s)} onSelect={setSelected} onRoot={(c) => void pickRoot(c)} />}
            </div>
          </div>
          <BuilderTabs settings={settings} catalog={cat} nodeNames={names} node={node ?? 'n1'} onChange={(s) => draft.setSettings(() => s)} problem={problem} />
          <div className="flex items-center gap-2">
            <h2 className="text-base font-semibold text-gray-900">{t('semanticSearch.results.title')}</h2>
            <span className="text-xs text-gray-500">{classNameOf(cat, graphOf(settings).nodes[0]?.classId ?? '')}</span>
            <span className="ml-auto">
              <ExportButton target={saved && !draft.dirty ? { id: saved.id } : { settings, name: draft.meta.name || t('semanticSearch.results.defaultFileName') }} name={draft.meta.name} />
            </span>
          </div>
          <SearchResults target={target} linkClasses={links} pageSize={settings.pageSize} onPageSize={(pageSize) => draft.setSettings((s) => (s ? { ...s, pageSize } : s))} onProblem={setRunProblem} />
          <FilterDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)} settings={settings} catalog={cat} nodeNames={names} node={node ?? 'n1'} onChange={(s) => draft.setSettings(() => s)} problem={problem} />
        </>
      )}
      <SaveDialog open={saving} meta={draft.meta} busy={draft.saving} problem={draft.problem?.message ?? null} onClose={() => setSaving(false)} onSave={(meta) => void save(meta)} />
      {saved && <ShareDialog open={sharing} searchId={saved.id} onClose={() => setSharing(false)} />}
      {confirmElement}
    </PageFrame>
  );
}
