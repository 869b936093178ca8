import { useTranslation } from 'react-i18next';
import type { DecisionProblem, DmnProblem } from '../../../../realtime/protocol/dmn';
import { Button } from '../../../components/Button';
import { markedExpression, problemPlace } from '../model/dmnWords';
import type { WorkspaceColumn } from './dmnWorkspace';
import type { MergeNote } from './useDmnEditor';

type Names = { decisions: Array<{ id: string; name: string }>; columns: WorkspaceColumn[] };

const namesOf = ({ decisions, columns }: Names) => ({
  decision: (id: string) => decisions.find((d) => d.id === id)?.name ?? null,
  column: (id: string) => columns.find((c) => c.columnId === id)?.label ?? null,
});

/** A refused save: the server's message, then where — decision, rules, column, the expression with the place marked. */
export function SaveProblem({ problem, names, onShowRules }: { problem: DmnProblem | null; names: Names; onShowRules: (decisionId: string | undefined, rules: number[]) => void }) {
  const { t } = useTranslation();
  if (!problem) return null;
  const place = problemPlace(problem, namesOf(names));
  const parts = place
    ? [
        place.decision && t('dmn.problems.decision', { name: place.decision }),
        place.rules.length > 0 && t('dmn.problems.rules', { count: place.rules.length, list: place.rules.join(', ') }),
        place.column && t('dmn.problems.column', { name: place.column }),
        place.from !== null && t('dmn.problems.position', { position: place.from + 1 }),
        place.cycle.length > 0 && t('dmn.problems.cycle', { list: place.cycle.join(' → ') }),
      ].filter(Boolean)
    : [];
  const marked = place?.expression ? markedExpression(place.expression, place.from, place.to) : null;
  return (
    <div role="alert" className="flex flex-col gap-1 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="dmn-save-problem">
      <span className="font-medium">{t('dmn.problems.saveRefused')}</span>
      <span data-testid="dmn-save-problem-text">{problem.error}</span>
      {parts.length > 0 && <span className="text-xs" data-testid="dmn-save-problem-where">{parts.join(' · ')}</span>}
      {place?.expression && (
        <code className="self-start rounded bg-white px-1 font-mono text-xs text-gray-800">
          {marked ? (
            <>
              {marked[0]}
              <mark className="bg-red-200 text-red-900 underline decoration-wavy">{marked[1]}</mark>
              {marked[2]}
            </>
          ) : (
            place.expression
          )}
        </code>
      )}
      {place && place.rules.length > 0 && (
        <span>
          <Button variant="link" onClick={() => onShowRules(problem.where?.decisionId, place.rules)} data-testid="dmn-save-problem-show">
            {t('dmn.problems.showRules')}
          </Button>
        </span>
      )}
    </div>
  );
}

/** Flags on the decision: a bound property was deleted or retyped; each names the property and the column. */
export function DecisionFlags({ problems, columns }: { problems: DecisionProblem[]; columns: WorkspaceColumn[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="flex flex-col gap-1 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="dmn-flags">
      <span className="font-medium">⚑ {t('dmn.problems.flagsTitle')}</span>
      <ul className="list-disc pl-5">
        {problems.map((p) => (
          <li key={`${p.columnId}:${p.propId}:${p.kind}`}>
            {t('dmn.problems.flag', { message: p.message, column: columns.find((c) => c.columnId === p.columnId)?.label ?? '—', property: p.propName })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** After a merge: the rules changed on both sides (mine kept) to look at before saving. */
export function MergeNotice({ note, decisions, onShow, onDismiss }: { note: MergeNote | null; decisions: Names['decisions']; onShow: (decisionId: string, ruleId: string) => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!note) return null;
  const name = (id: string) => decisions.find((d) => d.id === id)?.name ?? '';
  return (
    <div role="status" className="flex flex-col gap-1 rounded border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="dmn-merge-note">
      <span>{note.length === 0 ? t('dmn.conflict.merged') : t('dmn.conflict.mergedConflicts')}</span>
      {note.length > 0 && (
        <ul className="list-disc pl-5">
          {note.map((c) => (
            <li key={`${c.decisionId}:${c.ruleId}`}>
              <Button variant="link" onClick={() => onShow(c.decisionId, c.ruleId)} data-testid="dmn-merge-conflict">
                {t('dmn.conflict.conflictRule', { decision: name(c.decisionId), number: c.index })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <span className="flex justify-end">
        <Button onClick={onDismiss}>{t('dmn.conflict.dismiss')}</Button>
      </span>
    </div>
  );
}
