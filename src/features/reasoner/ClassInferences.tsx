import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReasonerAnswer, ReasonerEntity } from '../../../realtime/protocol/reasoner';
import { ExplanationDialog, type Explained } from './ExplanationDialog';
import { MapSelect } from './MapSelect';
import { NoMapNotice } from './NoMapNotice';
import { ReasonerStatusBar } from './ReasonerStatusBar';
import { useMapChoice } from './useMapChoice';
import { useReasoner } from './useReasoner';
import { useReasonerActions } from './useReasonerActions';

type Edge = { other: ReasonerEntity; because: string[] };

/** What the reasoner concluded about one class: parents and subclasses not asserted, equivalents, unsatisfiability. */
function inferencesOf(answer: ReasonerAnswer, classId: string) {
  const mine = (e: ReasonerEntity) => e.id === classId;
  const parents: Edge[] = answer.subClassOf.filter((s) => mine(s.sub)).map((s) => ({ other: s.sup, because: s.because }));
  const children: Edge[] = answer.subClassOf.filter((s) => mine(s.sup)).map((s) => ({ other: s.sub, because: s.because }));
  const equivalents: Edge[] = answer.equivalent.flatMap((q) => (mine(q.a) ? [{ other: q.b, because: q.because }] : mine(q.b) ? [{ other: q.a, because: q.because }] : []));
  const unsatisfiable = answer.unsatisfiable.find((u) => mine(u.cls)) ?? null;
  return { parents, children, equivalents, unsatisfiable };
}

/** The hierarchy page's inferred side: the class's inferred links, each with its explanation. */
export default function ClassInferences({ classId }: { classId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const { maps, mapsState, mapId, choose } = useMapChoice(lang, classId);
  const { answer, status } = useReasoner(mapId, lang);
  const actions = useReasonerActions(mapId);
  const [explained, setExplained] = useState<Explained | null>(null);
  const found = answer ? inferencesOf(answer, classId) : null;
  const name = (e: ReasonerEntity) => (e.id ? <Link className="text-primary hover:underline" to={`/class-hierarchy/${e.id}`}>{e.name}</Link> : e.name);
  const list = (title: string, edges: Edge[], sentence: (edge: Edge) => string, testId: string) =>
    edges.length > 0 && (
      <div className="flex flex-col gap-1" data-testid={testId}>
        <h3 className="text-sm font-medium text-gray-800">{title}</h3>
        <ul className="flex flex-wrap gap-2 text-sm">
          {edges.map((edge) => (
            <li key={edge.other.iri} className="flex items-center gap-1 rounded bg-violet-50 px-2 py-0.5">
              {name(edge.other)}
              <button type="button" className="rounded-full border border-violet-300 bg-violet-100 px-2 text-xs text-violet-800 hover:bg-violet-200" onClick={() => setExplained({ title: sentence(edge), because: edge.because })}>
                {t('reasoner.inferredBadge')}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  const self = answer?.taxonomy.find((n) => n.cls.id === classId)?.cls.name ?? '';
  const empty = found && !found.unsatisfiable && found.parents.length + found.children.length + found.equivalents.length === 0;
  return (
    <section className="flex flex-col gap-2 rounded border border-violet-200 bg-white p-3" data-testid="class-inferences">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-gray-900">{t('reasoner.classInferences.title')}</h2>
        <MapSelect maps={maps} mapId={mapId} onChoose={choose} />
      </div>
      {status && <ReasonerStatusBar status={status} busy={actions.busy} onRun={actions.run} onStop={actions.stop} />}
      {mapId === null && <NoMapNotice mapsState={mapsState} mapCount={maps.length} />}
      {found?.unsatisfiable && (
        <button
          type="button"
          className="self-start rounded border border-red-300 bg-red-50 px-2 py-1 text-left text-sm text-red-700"
          onClick={() => setExplained({ title: t('reasoner.explanation.unsatisfiable', { cls: self }), because: found.unsatisfiable?.because ?? [] })}
        >
          {t('reasoner.classInferences.unsatisfiable')}
        </button>
      )}
      {found && list(t('reasoner.classInferences.parents'), found.parents, (e) => t('reasoner.explanation.subClassOf', { sub: self, sup: e.other.name }), 'class-inferred-parents')}
      {found && list(t('reasoner.classInferences.children'), found.children, (e) => t('reasoner.explanation.subClassOf', { sub: e.other.name, sup: self }), 'class-inferred-children')}
      {found && list(t('reasoner.classInferences.equivalents'), found.equivalents, (e) => t('reasoner.explanation.equivalent', { a: self, b: e.other.name }), 'class-inferred-equivalents')}
      {empty && <p className="text-sm text-gray-500">{t('reasoner.classInferences.none')}</p>}
      <ExplanationDialog explained={explained} axioms={answer?.axioms ?? {}} onClose={() => setExplained(null)} />
    </section>
  );
}
