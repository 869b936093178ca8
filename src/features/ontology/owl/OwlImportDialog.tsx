import { useEffect, useState, type FormEvent } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { OWL_FILE_ACCEPT, type OwlFormat } from '../../../../realtime/protocol/ontology/owl';
import { type OntologyStats } from '../../../../realtime/protocol/ontology/stats';
import { primaryButton, quietButton } from '../../../components/buttonClasses';
import { fetchOntologyStats, startOwlImport } from './owlApi';
import { isOwlFileName } from './owlImportText';
import { OwlImportProgress } from './OwlImportProgress';

type Props = { open: boolean; onClose: () => void; mapId?: string; onImported?: (mapId: string) => void };

const inputClass = 'w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary';
const problemText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The OWL import dialog: a Turtle or RDF/XML file, its format (detected by default) and the target —
 * a new ontology map named after the ontology, or an existing map; then the import's live progress
 * and what it brought, or where the file went wrong.
 */
export function OwlImportDialog({ open, onClose, mapId, onImported }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<OwlFormat | 'auto'>('auto');
  const [target, setTarget] = useState<'new' | 'existing'>(mapId ? 'existing' : 'new');
  const [existing, setExisting] = useState<string>(mapId ?? '');
  const [maps, setMaps] = useState<OntologyStats['maps']>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState<{ importId: string; mapId: string } | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setFormat('auto');
    setTarget(mapId ? 'existing' : 'new');
    setExisting(mapId ?? '');
    setProblem(null);
    setStarted(null);
    fetchOntologyStats().then(
      (s) => setMaps(s.maps),
      () => setMaps([]),
    );
  }, [open, mapId]);

  const wrongFile = file !== null && format === 'auto' && !isOwlFileName(file.name);
  const invalid = !file || wrongFile || (target === 'existing' && !existing);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || busy || !file) return;
    setBusy(true);
    setProblem(null);
    try {
      setStarted(await startOwlImport(file, format, target === 'existing' ? existing : null));
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[8vh]">
        <DialogPanel className="w-full max-w-lg rounded-lg bg-white shadow-xl" data-testid="owl-import-dialog">
          <DialogTitle className="border-b border-gray-200 px-5 py-3 text-base font-semibold text-gray-900">{t('owl.import.title')}</DialogTitle>
          {started ? (
            <OwlImportProgress importId={started.importId} onClose={onClose} onOpenMap={onImported ? () => onImported(started.mapId) : undefined} />
          ) : (
            <form onSubmit={(e) => void submit(e)}>
              <div className="flex flex-col gap-4 px-5 py-4 text-sm">
                <p className="text-gray-600">{t('owl.import.about')}</p>
                <label className="flex flex-col gap-1">
                  <span className="font-medium text-gray-800">{t('owl.import.file')}</span>
                  <input type="file" accept={OWL_FILE_ACCEPT} data-testid="owl-import-file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="text-sm" />
                  {wrongFile && <span className="text-red-700">{t('owl.import.wrongFile')}</span>}
                </label>
                <label className="flex flex-col gap-1">
                  <span className="font-medium text-gray-800">{t('owl.import.format')}</span>
                  <select value={format} onChange={(e) => setFormat(e.target.value as OwlFormat | 'auto')} className={inputClass} data-testid="owl-import-format">
                    <option value="auto">{t('owl.format.auto')}</option>
                    <option value="turtle">{t('owl.format.turtle')}</option>
                    <option value="rdfxml">{t('owl.format.rdfxml')}</option>
                  </select>
                </label>
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 font-medium text-gray-800">{t('owl.import.target')}</legend>
                  <label className="flex items-center gap-2">
                    <input type="radio" name="owl-target" checked={target === 'new'} onChange={() => setTarget('new')} />
                    {t('owl.import.newMap')}
                  </label>
                  <label className="flex items-center gap-2">
                    <input type="radio" name="owl-target" checked={target === 'existing'} onChange={() => setTarget('existing')} disabled={maps.length === 0 && !mapId} />
                    {t('owl.import.existingMap')}
                  </label>
                  {target === 'existing' && (
                    <select value={existing} onChange={(e) => setExisting(e.target.value)} className={inputClass} aria-label={t('owl.import.existingMap')}>
                      <option value="">{t('owl.import.pickMap')}</option>
                      {maps.map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.name}
                        </option>
                      ))}
                    </select>
                  )}
                </fieldset>
                {problem && (
                  <div role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-red-800">
                    {problem}
                  </div>
                )}
              </div>
              <div className="flex justify-end gap-2 border-t border-gray-200 px-5 py-3">
                <button type="button" className={quietButton} onClick={onClose} disabled={busy}>
                  {t('owl.common.cancel')}
                </button>
                <button type="submit" className={primaryButton} disabled={invalid || busy} data-testid="owl-import-start">
                  {busy ? t('owl.import.uploading') : t('owl.import.start')}
                </button>
              </div>
            </form>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

