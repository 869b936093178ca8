import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../components/useLoad';
import { primaryButton } from '../../../components/buttonClasses';
import { errorText } from '../../../api/errorText';
import { formatNumber } from '../../../i18n/format';
import { downloadState, loadOntologyMaps } from './ontologyDiffApi';
import { fieldClass, ProblemBox, WorkbenchPage } from './WorkbenchPage';
import { saveFile } from '../../../api/download';

type Progress = { phase: 'building' } | { phase: 'receiving'; bytes: number } | { phase: 'done'; fileName: string; bytes: number };

/** /base-update: download the state file of the whole ontology or of one map, for the ontology diff. */
export default function BaseUpdatePage() {
  const { t } = useTranslation();
  const maps = useLoad(loadOntologyMaps, []);
  const [map, setMap] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = progress?.phase === 'building' || progress?.phase === 'receiving';

  const download = async () => {
    setProblem(null);
    setProgress({ phase: 'building' });
    try {
      const { blob, fileName } = await downloadState(map || null, (bytes) => setProgress({ phase: 'receiving', bytes }));
      saveFile(blob, fileName);
      setProgress({ phase: 'done', fileName, bytes: blob.size });
    } catch (error) {
      setProgress(null);
      setProblem(t('ontologyHistory.state.failed', { error: errorText(error) }));
    }
  };

  const kb = (bytes: number) => formatNumber(Math.max(1, Math.ceil(bytes / 1024)));
  return (
    <WorkbenchPage title={t('routes.base_update')} testId="base-update">
      <p className="max-w-3xl text-sm text-gray-600">{t('ontologyHistory.state.intro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm text-gray-700">
          {t('ontologyHistory.state.scope')}
          <select className={`${fieldClass} min-w-64`} value={map} onChange={(e) => setMap(e.target.value)} disabled={busy} data-testid="state-map">
            <option value="">{t('ontologyHistory.state.wholeOntology')}</option>
            {(maps.data ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name || m.id}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={primaryButton} onClick={() => void download()} disabled={busy} data-testid="state-download">
          {t('ontologyHistory.state.download')}
        </button>
      </div>
      <ProblemBox text={problem ?? (maps.error ? errorText(maps.error) : null)} />
      {progress && (
        <div role="status" data-testid="state-progress" className="flex items-center gap-2 text-sm text-gray-700">
          {busy && <span className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden />}
          {progress.phase === 'building' && t('ontologyHistory.state.building')}
          {progress.phase === 'receiving' && t('ontologyHistory.state.receiving', { size: kb(progress.bytes) })}
          {progress.phase === 'done' && t('ontologyHistory.state.done', { file: progress.fileName, size: kb(progress.bytes) })}
        </div>
      )}
    </WorkbenchPage>
  );
}
