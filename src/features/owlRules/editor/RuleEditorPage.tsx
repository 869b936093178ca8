import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { useConfirm } from '../../../components/useConfirm';
import { useLoad } from '../../../components/useLoad';
import { useUnsavedGuard } from '../../../components/useUnsavedGuard';
import { showMessage } from '../../../state/messageStore';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { fetchRuleCatalog } from '../api/catalogApi';
import { copyRule } from '../api/rulesApi';
import { swrlProblems } from '../model/problemWords';
import { isNewRule, type RuleMeta } from '../model/ruleDraft';
import { fittingKind, targetKindOf } from '../model/ruleKind';
import { wireOf, type StructureDraft } from '../model/ruleStructure';
import { RunPanel } from '../run/RunPanel';
import { SwrlTextEditor } from '../swrl/SwrlTextEditor';
import { ConditionsEditor } from './ConditionsEditor';
import { ConflictNote } from './ConflictNote';
import { FiltersEditor } from './FiltersEditor';
import { OutTriadsEditor } from './OutTriadsEditor';
import { RuleSettings } from './RuleSettings';
import { SECTION, SECTION_TITLE } from './editorLook';
import { useRuleEditor } from './useRuleEditor';

/**
 * /owl-rule/{id}: the rule built from the ontology's classes and properties ("if" conditions,
 * filters, "then" conclusions), its SWRL text (generated from the structure, editable, checked as
 * it is typed), and a run showing what it derives. Readers see it all without editing.
 */
export function RuleEditorPage({ id, start }: { id: string | null; start: Pick<RuleMeta, 'name' | 'kind'> }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const editor = useRuleEditor(id, start);
  const catalog = useLoad(fetchRuleCatalog, []);
  const [confirm, confirmElement] = useConfirm();
  const [copying, setCopying] = useState(false);
  const { draft } = editor;
  useContextTitle(draft?.base.name ?? null);
  useUnsavedGuard(editor.dirty, () => confirm({ title: t('owlRules.editor.leaveTitle'), text: t('owlRules.editor.leaveText'), confirmLabel: t('owlRules.editor.leave') }));

  if (editor.loadProblem) return <PageFrame title={t('owlRules.editor.title')}><Problem text={editor.loadProblem} testId="rule-load-problem" /></PageFrame>;
  if (!draft) return <p className="p-4 text-sm text-gray-500">{t('owlRules.common.loading')}</p>;

  const readOnly = !draft.base.mayEdit;
  const cat = catalog.data;
  const problems = swrlProblems(editor.checked.problems, editor.checked.swrl, i18n.language, t).map((p) => (editor.checked.swrl === draft.swrl ? p : { ...p, at: null }));
  const firstTarget = draft.structure.out_triad[0]?.target;
  const target = cat && firstTarget ? targetKindOf(cat, firstTarget) : null;

  function editStructure(structure: StructureDraft) {
    editor.edit((d) => ({ ...d, structure, source: 'structure', structureLost: false, meta: cat ? { ...d.meta, kind: fittingKind(d.meta.kind, structure, cat) } : d.meta }));
  }

  async function save(over = false) {
    const created = draft !== null && isNewRule(draft.base);
    const stored = await (over ? editor.keepMine() : editor.save());
    if (!stored) return;
    showMessage({ text: t('owlRules.editor.saved', { name: stored.name }), kind: 'success' });
    if (created) navigate(`/owl-rule/${stored.id}`, { replace: true });
  }

  async function copy() {
    setCopying(true);
    try {
      if (!draft || isNewRule(draft.base)) return;
      const copied = await copyRule(draft.base.id);
      showMessage({ text: t('owlRules.list.copied', { name: copied.name }), kind: 'success' });
      navigate(`/owl-rule/${copied.id}`);
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    } finally {
      setCopying(false);
    }
  }

  const isNew = isNewRule(draft.base);
  const runTarget = editor.dirty ? { draft: { kind: draft.meta.kind, swrl: draft.swrl, json_str: draft.structureLost ? null : wireOf(draft.structure) } } : { id: draft.base.id };
  const structureProps = { structure: draft.structure, catalog: cat ?? { classes: new Map(), properties: new Map() }, readOnly, onChange: editStructure };

  return (
    <PageFrame
      title={
        <span className="flex items-center gap-2">
          <span data-testid="rule-title">{draft.meta.name || t('owlRules.editor.title')}</span>
          {editor.dirty && <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-normal text-amber-800" data-testid="rule-dirty">{t(isNew ? 'owlRules.editor.notCreated' : 'owlRules.editor.unsaved')}</span>}
        </span>
      }
      actions={
        <>
          <Link className="text-sm text-primary hover:underline" to="/owl-rules">
            {t('owlRules.editor.back')}
          </Link>
          {!isNew && <Button onClick={() => void copy()} disabled={copying || editor.dirty} title={editor.dirty ? t('owlRules.editor.copyDirty') : undefined} data-testid="rule-copy">
            {t('owlRules.list.copy')}
          </Button>}
          {!readOnly && (
            <Button variant="primary" disabled={editor.saving || !editor.dirty || draft.meta.name.trim() === ''} onClick={() => void save()} data-testid="rule-save">
              {editor.saving ? t('owlRules.editor.saving') : t('owlRules.editor.save')}
            </Button>
          )}
        </>
      }
    >
      {readOnly && (
        <div role="note" className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="rule-read-only">
          {t('owlRules.editor.readOnly')}
        </div>
      )}
      {editor.theirs && <ConflictNote base={draft.base} theirs={editor.theirs} onTakeTheirs={editor.takeTheirs} onKeepMine={() => void save(true)} />}
      <Problem text={editor.saveProblem} testId="rule-save-problem" />
      <Problem text={catalog.error ? problemText(catalog.error) : null} />
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-3">
          {!cat ? (
            <p className="text-sm text-gray-500">{t('owlRules.common.loading')}</p>
          ) : (
            <>
              {draft.structureLost && (
                <p className="rounded border border-gray-200 bg-gray-50 px-3 py-2 text-sm text-gray-700" data-testid="rule-structure-lost">
                  {t('owlRules.structure.lost')}
                </p>
              )}
              <ConditionsEditor {...structureProps} />
              <FiltersEditor {...structureProps} />
              <OutTriadsEditor {...structureProps} />
            </>
          )}
          <section className={SECTION} data-testid="rule-swrl">
            <h2 className={SECTION_TITLE}>{t('owlRules.swrl.title')}</h2>
            <p className="text-xs text-gray-500">{t('owlRules.swrl.hint')}</p>
            <SwrlTextEditor
              value={draft.swrl}
              onChange={(swrl) => editor.edit((d) => ({ ...d, swrl, source: 'text' }))}
              problems={problems}
              readOnly={readOnly}
              checking={editor.checking}
              label={t('owlRules.swrl.title')}
            />
          </section>
          <RunPanel target={runTarget} structure={draft.structure} catalog={cat} blocked={!draft.swrl.trim() || (!editor.checking && problems.length > 0)} />
        </div>
        <RuleSettings meta={draft.meta} readOnly={readOnly} target={target} suggestedKind={editor.suggestedKind} onChange={(meta) => editor.edit((d) => ({ ...d, meta }))} />
      </div>
      {confirmElement}
    </PageFrame>
  );
}
