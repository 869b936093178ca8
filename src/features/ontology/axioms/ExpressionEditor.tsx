import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassDefinition } from '../../../../realtime/protocol/ontology/axioms';
import { parseClassExpr } from '../../../../model/owl/manchester/parse';
import { resolverOf, type NamedEntity } from '../../../../model/owl/manchester/resolver';
import { Button } from '../../../components/Button';
import { Problem, problemText } from '../../../components/Problem';
import { addExpression, changeExpression } from './definitionApi';
import { keepMine, withConflict, type ExpressionEdit } from './expressionEdit';
import { ManchesterInput } from './ManchesterInput';
import { syntaxErrorText, type SyntaxProblem } from './syntaxErrorText';

type Props = {
  classId: string;
  lang: string;
  edit: ExpressionEdit;
  onEdit: (edit: ExpressionEdit | null) => void;
  vocabulary: readonly NamedEntity[] | null;
  onSaved: (definition: ClassDefinition) => void;
};

// checked as one types, once typing pauses: a half-typed name is no error worth showing yet
const CHECK_DELAY_MS = 500;

/** One expression being written: checked against the ontology's names as it is typed, saved with the version it started from. */
export function ExpressionEditor({ classId, lang, edit, onEdit, vocabulary, onSaved }: Props) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<SyntaxProblem | null>(null);
  // the server's refusal of a save stands while the text is the one refused: a check of the typing
  // (or of names reloaded after a colleague's change) that finishes later does not wipe it
  const [refusal, setRefusal] = useState<{ text: string; problem: SyntaxProblem } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = edit.draft;
  const problem = refusal && refusal.text === text ? refusal.problem : checked;

  useEffect(() => {
    setChecked(null);
    if (!vocabulary || !text.trim()) return;
    const timer = setTimeout(() => {
      const result = parseClassExpr(text, resolverOf(vocabulary));
      // the word or the phrase still being typed at the end is not yet wrong; saving says so if it stays
      const unfinished = !result.ok && result.error.at + result.error.length >= text.trimEnd().length && (result.error.code === 'unknownName' || result.error.code === 'expected');
      setChecked(result.ok || unfinished ? null : result.error);
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, vocabulary]);

  const save = async () => {
    if (!text.trim() || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const outcome = edit.axiomId ? await changeExpression(classId, edit.axiomId, edit.baseVersion, text.trim(), lang) : await addExpression(classId, edit.section, text.trim(), lang);
      if (outcome.kind === 'saved') {
        onEdit(null);
        onSaved(outcome.definition);
      } else if (outcome.kind === 'refused') setRefusal({ text, problem: outcome.syntax });
      else onEdit(withConflict(edit, outcome.conflict.current, outcome.conflict.changedBy));
    } catch (error) {
      setFailure(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  const conflict = edit.conflict;
  return (
    <div className="flex flex-col gap-2 rounded border border-gray-200 bg-white p-2" data-testid="axiom-editor">
      <ManchesterInput
        value={text}
        onChange={(draft) => onEdit({ ...edit, draft })}
        vocabulary={vocabulary ?? []}
        problem={problem ? { at: problem.at, length: problem.length, text: syntaxErrorText(t, problem) } : null}
        onSubmit={() => void save()}
        onCancel={() => onEdit(null)}
        label={t(`classes.axioms.${edit.section}`)}
        testId="axiom-input"
      />
      {conflict && (
        <div className="flex flex-col gap-1 rounded border border-amber-300 bg-amber-50 px-2 py-1.5 text-sm text-amber-900" role="alert" data-testid="axiom-conflict">
          <span>
            {conflict.theirs
              ? conflict.changedBy
                ? t('classes.axioms.conflict.changed', { name: conflict.changedBy })
                : t('classes.axioms.conflict.changedUnknown')
              : conflict.changedBy
                ? t('classes.axioms.conflict.deleted', { name: conflict.changedBy })
                : t('classes.axioms.conflict.deletedUnknown')}
          </span>
          {conflict.theirs && <code className="font-mono text-gray-900" data-testid="axiom-conflict-theirs">{conflict.theirs.text}</code>}
          <div className="flex gap-2">
            <Button onClick={() => onEdit(keepMine(edit))} data-testid="axiom-keep-mine">
              {t('classes.axioms.conflict.keepMine')}
            </Button>
            <Button onClick={() => onEdit(null)} data-testid="axiom-take-theirs">
              {conflict.theirs ? t('classes.axioms.conflict.takeTheirs') : t('classes.axioms.conflict.dropMine')}
            </Button>
          </div>
        </div>
      )}
      <p className="text-xs text-gray-500">{t('classes.axioms.hint')}</p>
      <Problem text={failure} />
      <div className="flex gap-2">
        <Button variant="primary" disabled={busy || !text.trim() || conflict !== null} onClick={() => void save()} data-testid="axiom-save">
          {t('classes.axioms.save')}
        </Button>
        <Button onClick={() => onEdit(null)} data-testid="axiom-cancel">
          {t('classes.axioms.cancel')}
        </Button>
      </div>
    </div>
  );
}
