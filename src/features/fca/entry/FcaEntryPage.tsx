import { contextSize } from '../contextSize';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AnalysisSettings, FcaEntry } from '../../../../realtime/protocol/fca';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { useBusyAction } from '../../../components/useBusyAction';
import { useConfirm } from '../../../components/useConfirm';
import { formatDate } from '../../../i18n/format';
import { showMessage } from '../../../state/messageStore';
import { deleteFca, downloadCxt, saveFca } from '../api/fcaApi';
import { BuilderDialog } from '../builder/BuilderDialog';
import { ComputeStatus } from '../compute/ComputeStatus';
import { useFcaAnalysis } from '../compute/useFcaAnalysis';
import { ConceptsTab } from '../concepts/ConceptsTab';
import { ContextTab } from '../context/ContextTab';
import { ImplicationsTab } from '../implications/ImplicationsTab';
import { LatticeView } from '../lattice/LatticeView';
import { DetailsDialog } from './DetailsDialog';
import { ShareDialog } from './ShareDialog';
import { ENTRY_TABS, EntryTabs, type EntryTab } from './EntryTabs';
import { useEntry } from './useEntry';
import { useEntryContext } from './useEntryContext';

/** What makes the context: a change of it (not of the thresholds) builds it again. */
const contextKey = (entry: FcaEntry | null, saves: number) => (entry ? `${entry.id}:${JSON.stringify({ ...entry.settings, analysis: null })}:${saves}` : '');

/** /fca/{id}: one analysis — its context, lattice, concepts and implications, computed in the browser or on the server. */
export function FcaEntryPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: EntryTab = (ENTRY_TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as EntryTab) : 'lattice';
  const { entry, problem, setEntry, reload } = useEntry(id);
  const [contextSaves, setContextSaves] = useState(0);
  const context = useEntryContext(id, contextKey(entry, contextSaves));
  const analysis = useFcaAnalysis(id, entry ? context.answer : null);
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'details' | 'builder' | 'share' | null>(null);
  const [thresholds, setThresholds] = useState<AnalysisSettings | null>(null);
  const thresholdSave = useBusyAction();
  const [confirm, confirmElement] = useConfirm();
  const result = analysis.result;

  // a new lattice numbers its concepts anew (the implication base arriving later changes nothing)
  const lattice = result?.lattice;
  useEffect(() => setSelected(null), [lattice]);

  const answer = result?.answer ?? context.answer;
  const objectHref = useCallback(
    (g: number) => {
      const instance = answer?.objectIds[g];
      return instance && answer?.linkClass ? `/examp_list/${answer.linkClass}?inst=${instance}` : null;
    },
    [answer],
  );

  if (problem && !entry) return <PageFrame title={t('fca.title')}><Problem text={problem} /></PageFrame>;
  if (!entry) return <p className="p-4 text-sm text-gray-500">{t('fca.loading')}</p>;

  const shownThresholds = thresholds ?? entry.settings.analysis;
  const saveThresholds = () =>
    void thresholdSave.run(async () => {
      const saved = await saveFca(entry.id, { name: entry.name, annotation: entry.annotation, settings: { ...entry.settings, analysis: shownThresholds }, revision: entry.revision });
      setEntry(saved);
      setThresholds(null);
      showMessage({ text: t('fca.rules.thresholdsSaved'), kind: 'success' });
    });

  async function remove(current: FcaEntry) {
    if (!(await confirm({ title: t('fca.list.deleteTitle'), text: t('fca.list.deleteText', { name: current.name }) }))) return;
    try {
      await deleteFca(current.id);
      showMessage({ text: t('fca.list.deleted', { name: current.name }), kind: 'success' });
      navigate('/fca');
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }

  const size = answer && contextSize(t, answer.context.objects.length, answer.context.attributes.length, 'fca.entry.size');
  const source = entry.settings.source === 'upload' ? t('fca.entry.fromFile', { file: entry.settings.fileName || entry.name }) : t('fca.entry.fromOntology');
  return (
    <PageFrame
      title={<span data-testid="fca-entry-name">{entry.name}</span>}
      actions={
        <>
          <Link to="/fca" className="px-1 text-sm text-primary hover:underline">
            {t('fca.entry.back')}
          </Link>
          {entry.mayEdit && entry.settings.source === 'ontology' && (
            <Button onClick={() => setDialog('builder')} data-testid="fca-change-builder">
              {t('fca.entry.changeBuilder')}
            </Button>
          )}
          {entry.mayEdit && entry.settings.source === 'upload' && (
            <Button onClick={() => setDialog('details')} data-testid="fca-change-details">
              {t('fca.entry.changeDetails')}
            </Button>
          )}
          {entry.mayEdit && (
            <Button onClick={() => setDialog('share')} data-testid="fca-share">
              {t('fca.share.open')}
            </Button>
          )}
          <Button onClick={() => void downloadCxt(entry.id, entry.name).catch((error: unknown) => showMessage({ text: problemText(error), kind: 'error' }))} data-testid="fca-export-cxt">
            {t('fca.entry.exportCxt')}
          </Button>
          {entry.mayEdit && (
            <Button variant="danger" onClick={() => void remove(entry)} data-testid="fca-entry-delete">
              {t('fca.list.delete')}
            </Button>
          )}
        </>
      }
    >
      {entry.annotation && <p className="max-w-3xl whitespace-pre-line text-sm text-gray-700">{entry.annotation}</p>}
      <p className="text-xs text-gray-500" data-testid="fca-entry-meta">
        {[source, size, entry.authorName, formatDate(entry.date_create)].filter(Boolean).join(' · ')}
      </p>
      <Problem text={context.problem} testId="fca-context-load-problem" />
      <ComputeStatus analysis={analysis} />
      <EntryTabs tab={tab} onTab={(next) => setParams((p) => (p.set('tab', next), p), { replace: true })} />
      {tab === 'context' &&
        (context.answer ? (
          <ContextTab
            entry={entry}
            answer={context.answer}
            objectHref={objectHref}
            onSaved={(saved) => (setEntry(saved), setContextSaves((n) => n + 1))}
            onStale={() => (reload(), setContextSaves((n) => n + 1))}
          />
        ) : (
          <p className="text-sm text-gray-500">{t('fca.loading')}</p>
        ))}
      {tab !== 'context' && !result && <p className="text-sm text-gray-500">{t('fca.entry.noResult')}</p>}
      {tab === 'lattice' && result && (
        <LatticeView context={result.answer.context} lattice={result.lattice} selected={selected} onSelect={setSelected} objectHref={objectHref} title={entry.name} />
      )}
      {tab === 'concepts' && result && <ConceptsTab result={result} selected={selected} onSelect={setSelected} objectHref={objectHref} />}
      {tab === 'implications' && result && (
        <ImplicationsTab
          result={result}
          objectHref={objectHref}
          analysis={shownThresholds}
          onAnalysis={setThresholds}
          onSave={entry.mayEdit && thresholds ? saveThresholds : undefined}
          saving={thresholdSave.busy}
        />
      )}
      <Problem text={thresholdSave.problem} />
      {dialog === 'details' && <DetailsDialog entry={entry} onClose={() => setDialog(null)} onSaved={setEntry} />}
      {dialog === 'builder' && entry.settings.source === 'ontology' && (
        <BuilderDialog entry={{ ...entry, settings: entry.settings }} onClose={() => setDialog(null)} onSaved={setEntry} />
      )}
      {dialog === 'share' && <ShareDialog entryId={entry.id} onClose={() => setDialog(null)} />}
      {confirmElement}
    </PageFrame>
  );
}
