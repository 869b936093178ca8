import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DmnVersion } from '../../../../realtime/protocol/dmn';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { useConfirm } from '../../../components/useConfirm';
import { useUnsavedGuard } from '../../../components/useUnsavedGuard';
import { saveFile } from '../../../api/download';
import { showMessage } from '../../../state/messageStore';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { DmnError } from '../../../../model/dmn/dmnError';
import { createVersion, downloadDecision } from '../api/dmnClient';
import { VersionsDialog } from '../versions/VersionsDialog';
import { ConflictDialog } from './ConflictDialog';
import { EditorToolbar } from './EditorToolbar';
import { ruleIdsByNumber } from './modelColumns';
import { DecisionFlags, MergeNotice, SaveProblem } from './ProblemBanners';
import { SidePanels } from './SidePanels';
import { useDmnEditor } from './useDmnEditor';
import { useDmnWorkspace } from './useDmnWorkspace';
import { ViewTabs } from './ViewTabs';

/**
 * /dmn/{id}: one decision in dmn-js — its requirements diagram, decision tables, literal expressions
 * and knowledge models, one view at a time — with Save (over the revision it started from), new
 * versions, comparison, export and import, and the side panels (testing, bindings, runs).
 * Readers get dmn-js's viewer and no editing.
 */
export default function DmnEditorPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const editor = useDmnEditor(id, i18n.language);
  const workspace = useDmnWorkspace(editor);
  const [confirm, confirmElement] = useConfirm();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionProblem, setActionProblem] = useState<string | null>(null);
  const { decision, handle } = editor;
  useContextTitle(decision?.name ?? null);
  useUnsavedGuard(editor.dirty, () => confirm({ title: t('dmn.editor.leaveTitle'), text: t('dmn.editor.leaveText'), confirmLabel: t('dmn.editor.leave') }));

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setActionProblem(null);
    try {
      await action();
    } catch (error) {
      setActionProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    const saved = await editor.save();
    if (saved) showMessage({ text: t('dmn.editor.savedMessage', { name: saved.name }), kind: 'success' });
  }

  // a new version is made of what is stored: unsaved edits are saved first
  const saveAsVersion = () =>
    act(async () => {
      if (!decision) return;
      if (editor.dirty && !(await editor.save())) return;
      const made = await createVersion(decision.id);
      showMessage({ text: t('dmn.editor.versionCreated', { version: made.versionNumber }), kind: 'success' });
      navigate(`/dmn/${made.id}`);
    });

  // the stored decision comes from the server; unsaved edits from the editor itself
  const exportAs = (version: DmnVersion) =>
    act(async () => {
      if (!decision || !handle) return;
      const fileName = `${editor.draft.name.trim() || decision.name}.dmn`;
      if (!editor.dirty) await downloadDecision(decision.id, version, fileName);
      else saveFile(new Blob([await handle.xmlAs(version)], { type: 'application/xml' }), fileName);
    });

  const importHere = (file: File) =>
    act(async () => {
      try {
        await editor.loadUnsaved(await file.text());
      } catch (error) {
        // the engine's own refusals are worded for people; dmn-js's parser errors are not
        throw error instanceof DmnError ? error : new Error(t('dmn.editor.importFailed', { file: file.name }));
      }
      showMessage({ text: t('dmn.editor.importedHere', { file: file.name }), kind: 'info' });
    });

  const showRules = (decisionId: string | undefined, rules: number[]) => {
    if (!handle) return;
    const definitions = handle.definitions();
    const target = decisionId ?? editor.decisions[0]?.id;
    if (target) void handle.highlightRules(target, ruleIdsByNumber(definitions, target, rules));
  };

  if (editor.loadProblem) {
    return (
      <PageFrame title={t('dmn.editor.title')}>
        <Problem text={t('dmn.editor.openFailed', { error: problemText(editor.loadProblem) })} testId="dmn-load-problem" />
      </PageFrame>
    );
  }

  return (
    <div className="flex flex-col gap-2 p-4" data-testid="dmn-editor">
      <EditorToolbar editor={editor} busy={busy} onSave={() => void save()} onSaveAsVersion={() => void saveAsVersion()} onVersions={() => setVersionsOpen(true)} onExport={(v) => void exportAs(v)} onImport={(f) => void importHere(f)} />
      {decision && !decision.canEdit && (
        <div role="note" className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="dmn-read-only">
          {t('dmn.editor.readOnly')}
        </div>
      )}
      {decision && <DecisionFlags problems={decision.problems} columns={editor.columns} />}
      <SaveProblem problem={editor.saveProblem} names={{ decisions: editor.decisions, columns: editor.columns }} onShowRules={showRules} />
      <Problem text={actionProblem} testId="dmn-action-problem" />
      <MergeNotice note={editor.mergeNote} decisions={editor.decisions} onShow={(d, r) => void handle?.highlightRules(d, [r])} onDismiss={editor.dismissMergeNote} />
      <ViewTabs views={editor.views} active={editor.activeView} onOpen={(view) => void handle?.open(view)} />
      <div className="grid min-h-0 grid-cols-1 gap-3 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="relative h-[calc(100vh-14rem)] min-h-[28rem] overflow-auto rounded border border-gray-200 bg-white">
          {!handle && <p className="absolute inset-0 p-4 text-sm text-gray-500">{t('dmn.common.loading')}</p>}
          <div ref={editor.container} className="dmn-editor-canvas h-full w-full" data-testid="dmn-canvas" />
        </div>
        <SidePanels workspace={workspace} />
      </div>
      <ConflictDialog pending={editor.conflict} onMerge={editor.merge} onTakeTheirs={editor.takeTheirs} onClose={editor.dismissConflict} />
      {decision && <VersionsDialog open={versionsOpen} decisionId={decision.id} canEdit={decision.canEdit} onClose={() => setVersionsOpen(false)} dirty={editor.dirty} />}
      {confirmElement}
    </div>
  );
}
