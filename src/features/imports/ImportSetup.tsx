import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportCheckResult, ImportMapping, ImportPreview } from '../../../realtime/protocol/imports';
import { primaryButton } from '../../components/buttonClasses';
import { formatNumber } from '../../i18n/format';
import { checkImportSample } from './api/importApi';
import { useImportClasses, useTargetFields } from './api/useImportTargets';
import { MappingEditor } from './MappingEditor';
import { mappingOf, suggestMapping, unmappedRequired, type ColumnChoice } from './mappingRules';
import { Problem, problemText } from '../../components/Problem';
import { inputClass } from './importUi';
import { PreviewTable } from './PreviewTable';
import { ReadOnlyNotice, useEditRights } from '../ontology';

/** The mapping is checked on the server this long after the last change. */
const CHECK_DEBOUNCE_MS = 500;

type Props = {
  /** What the source holds; null until it was read. */
  preview: ImportPreview | null;
  defaultName: string;
  onStart: (classId: string, mapping: ImportMapping, name: string) => Promise<void>;
};

/**
 * Class, name and mapping of an import whose rows were previewed; then start. The mapping is checked
 * against the sample rows on the server, with the import's own rules.
 */
export function ImportSetup({ preview, defaultName, onStart }: Props) {
  const { t } = useTranslation();
  const classes = useImportClasses();
  // an import creates individuals: without edit rights it is not offered (the server refuses it anyway)
  const { maySomething } = useEditRights();
  const [classId, setClassId] = useState('');
  const fields = useTargetFields(classId);
  const [choice, setChoice] = useState<ColumnChoice>({});
  const [check, setCheck] = useState<ImportCheckResult | null>(null);
  const [name, setName] = useState(defaultName);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => setName(defaultName), [defaultName]);
  useEffect(() => {
    if (preview && fields.data) setChoice(suggestMapping(preview.columns.map((c) => c.label), fields.data));
  }, [preview, fields.data]);

  const mapping = mappingOf(choice);
  const mappingKey = JSON.stringify(mapping);
  useEffect(() => {
    setCheck(null);
    if (!preview || !classId || Object.keys(mapping).length === 0) return;
    const timer = setTimeout(() => {
      checkImportSample({ class: classId, mapping, rows: preview.rows }).then(setCheck, (e: unknown) => setProblem(problemText(e)));
    }, CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // the mapping is compared by value (mappingKey), not by the object made anew each render
  }, [preview, classId, mappingKey]);

  const missingRequired = unmappedRequired(choice, fields.data ?? []);
  const canStart = Boolean(maySomething && preview && classId && Object.keys(mapping).length > 0 && missingRequired.length === 0 && !check?.problem && !busy);
  const start = (): void => {
    setBusy(true);
    setProblem(null);
    onStart(classId, mapping, name).catch((e: unknown) => {
      setProblem(problemText(e));
      setBusy(false);
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <ReadOnlyNotice />
      <div className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-4">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-gray-700">{t('imports.upload.class')}</span>
          <select className={inputClass} value={classId} onChange={(e) => setClassId(e.target.value)} data-testid="import-class">
            <option value="">{classes.loading && !classes.data ? t('imports.common.loading') : '—'}</option>
            {(classes.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-gray-700">{t('imports.upload.name')}</span>
          <input className={inputClass} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
        </label>
      </div>
      <Problem text={problem ?? (classes.error ? problemText(classes.error) : null) ?? (fields.error ? problemText(fields.error) : null)} />
      {preview && (
        <section className="flex flex-col gap-2">
          <h2 className="text-base font-semibold text-gray-900">{t('imports.upload.preview', { total: formatNumber(preview.total) })}</h2>
          {preview.encoding && <p className="text-xs text-gray-500">{t('imports.upload.encoding', { encoding: preview.encoding })}</p>}
          <PreviewTable preview={preview} />
        </section>
      )}
      {preview && classId && fields.data && (
        <section className="flex flex-col gap-2">
          <h2 className="text-base font-semibold text-gray-900">{t('imports.mapping.title')}</h2>
          <MappingEditor preview={preview} fields={fields.data} choice={choice} onChange={setChoice} check={check} />
          {missingRequired.length > 0 && <Problem text={t('imports.mapping.requiredMissing', { fields: missingRequired.map((f) => f.cap).join(', ') })} />}
          <Problem text={check?.problem ?? null} />
        </section>
      )}
      <div>
        <button type="button" className={primaryButton} disabled={!canStart} onClick={start}>
          {t('imports.upload.start')}
        </button>
      </div>
    </div>
  );
}
