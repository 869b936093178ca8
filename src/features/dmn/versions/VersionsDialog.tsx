import { useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DecisionComparison, DecisionSummary } from '../../../../realtime/protocol/dmn';
import { Button } from '../../../components/Button';
import { Problem, problemText } from '../../../components/Problem';
import { useConfirm } from '../../../components/useConfirm';
import { useLoad } from '../../../components/useLoad';
import { formatDate } from '../../../i18n/format';
import { showMessage } from '../../../state/messageStore';
import { compareDecisions, listVersions, restoreVersion } from '../api/dmnClient';
import { ComparisonView } from './ComparisonView';

type Props = {
  open: boolean;
  decisionId: string;
  canEdit: boolean;
  onClose: () => void;
  /** The editor has unsaved edits: going to another version asks first. */
  dirty: boolean;
};

/** The decision's family: open a version, restore one as the newest, or tick two and compare them rule by rule. */
export function VersionsDialog({ open, decisionId, canEdit, onClose, dirty }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const versions = useLoad(() => (open ? listVersions(decisionId) : Promise.resolve(null)), [open, decisionId]);
  const [picked, setPicked] = useState<string[]>([]);
  const [comparison, setComparison] = useState<DecisionComparison | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, confirmElement] = useConfirm();
  const rows = versions.data?.rows ?? [];
  const mayLeave = async () => !dirty || confirm({ title: t('dmn.editor.leaveTitle'), text: t('dmn.editor.leaveText'), confirmLabel: t('dmn.editor.leave') });

  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p.slice(-1), id]));

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  const compare = () =>
    act(async () => {
      // older on the left
      const [a, b] = picked.map((id) => rows.find((r) => r.id === id)).sort((x, y) => (x?.versionNumber ?? 0) - (y?.versionNumber ?? 0));
      if (a && b) setComparison(await compareDecisions(a.id, b.id));
    });

  async function restore(version: DecisionSummary) {
    const ok = await confirm({ title: t('dmn.versions.restoreTitle', { number: version.versionNumber }), text: t('dmn.versions.restoreText', { number: version.versionNumber }), confirmLabel: t('dmn.versions.restoreConfirm') });
    if (!ok || !(await mayLeave())) return;
    await act(async () => {
      const restored = await restoreVersion(decisionId, version.id);
      showMessage({ text: t('dmn.versions.restored', { number: version.versionNumber, newNumber: restored.versionNumber }), kind: 'success' });
      onClose();
      navigate(`/dmn/${restored.id}`);
    });
  }

  function close() {
    setComparison(null);
    setPicked([]);
    onClose();
  }

  return (
    <Dialog open={open} onClose={() => !busy && close()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[6vh]">
        <DialogPanel className="flex w-full max-w-5xl flex-col gap-3 rounded-lg bg-white p-5 shadow-xl" data-testid="dmn-versions">
          <DialogTitle className="text-base font-semibold text-gray-900">{t('dmn.versions.title')}</DialogTitle>
          <Problem text={versions.error ? problemText(versions.error) : problem} />
          {versions.loading && !versions.data && <p className="text-sm text-gray-500">{t('dmn.common.loading')}</p>}
          <p className="text-xs text-gray-500">{t('dmn.versions.compareHint')}</p>
          <table className="text-sm">
            <tbody>
              {rows.map((v) => (
                <tr key={v.id} className="border-b border-gray-100" data-testid="dmn-version-row" data-version={v.versionNumber}>
                  <td className="py-1 pr-2">
                    <input type="checkbox" aria-label={t('dmn.versions.number', { number: v.versionNumber })} checked={picked.includes(v.id)} onChange={() => toggle(v.id)} data-testid="dmn-version-pick" />
                  </td>
                  <td className="py-1 pr-3 font-medium whitespace-nowrap">
                    {t('dmn.versions.number', { number: v.versionNumber })}
                    {v.id === decisionId && <span className="ml-2 rounded bg-gray-100 px-1.5 text-xs font-normal text-gray-600">{t('dmn.versions.current')}</span>}
                  </td>
                  <td className="py-1 pr-3">{v.name}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{formatDate(v.date_create)}</td>
                  <td className="py-1 pr-3">{v.author?.name ?? ''}</td>
                  <td className="py-1 text-right whitespace-nowrap">
                    {v.id !== decisionId && (
                      <Button
                        variant="link"
                        onClick={() =>
                          void mayLeave().then((leave) => {
                            if (!leave) return;
                            close();
                            navigate(`/dmn/${v.id}`);
                          })
                        }
                        data-testid="dmn-version-open"
                      >
                        {t('dmn.versions.open')}
                      </Button>
                    )}
                    {canEdit && (
                      <Button variant="link" disabled={busy} onClick={() => void restore(v)} data-testid="dmn-version-restore">
                        {t('dmn.versions.restore')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {comparison && <ComparisonView comparison={comparison} />}
          <div className="flex justify-end gap-2">
            <Button onClick={close} disabled={busy}>
              {t('dmn.versions.close')}
            </Button>
            <Button variant="primary" disabled={busy || picked.length !== 2} onClick={() => void compare()} data-testid="dmn-versions-compare">
              {t('dmn.versions.compare')}
            </Button>
          </div>
          {confirmElement}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
