import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../i18n/format';
import { useClasses } from './api/useClasses';
import { fileSizeParts, isXlsxFileName } from './importExcel/excelFile';
import { AdminPage } from './ui/AdminPage';
import { Button } from './ui/Button';
import { Field, inputClass } from './ui/fields';
import { LoadState } from './ui/LoadState';

/**
 * /import-from-excel: where an import from an Excel workbook starts. The import job itself comes
 * with a later release, so the run button stays off and says so — nothing pretends to import.
 */
export default function ImportFromExcelPage() {
  const { t } = useTranslation();
  const classes = useClasses();
  const [classId, setClassId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const wrongType = file !== null && !isXlsxFileName(file.name);
  const size = file ? fileSizeParts(file.size) : null;
  const linkClass = 'text-primary underline hover:text-primary-dark';

  return (
    <AdminPage title={t('admin.importExcel.title')}>
      <p className="max-w-3xl text-sm text-gray-700">{t('admin.importExcel.about')}</p>
      <div role="status" className="max-w-3xl rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <Trans i18nKey="admin.importExcel.notAvailable" components={{ csv: <Link className={linkClass} to="/csv-import" />, data: <Link className={linkClass} to="/import-data" /> }} />
      </div>
      <div className="flex max-w-3xl flex-col gap-3 rounded border border-gray-200 bg-white p-4">
        <Field label={t('admin.importExcel.targetClass')} hint={t('admin.importExcel.targetClassHint')}>
          <select className={inputClass} value={classId} onChange={(e) => setClassId(e.target.value)} disabled={classes.loading && !classes.data}>
            <option value="">{classes.loading && !classes.data ? t('admin.common.loading') : '—'}</option>
            {(classes.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <LoadState error={classes.error} onRetry={classes.reload} />
        <Field
          label={t('admin.importExcel.file')}
          error={wrongType ? t('admin.importExcel.wrongType') : undefined}
          hint={file && size ? t(`admin.importExcel.chosen_${size.unit}`, { name: file.name, size: formatNumber(size.value) }) : t('admin.importExcel.fileHint')}
        >
          <input
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="text-sm file:mr-3 file:rounded file:border file:border-gray-300 file:bg-white file:px-3 file:py-1 file:text-sm hover:file:bg-gray-50"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <div className="flex items-center gap-3">
          <Button variant="primary" disabled title={t('admin.importExcel.notAvailableShort')}>
            {t('admin.importExcel.run')}
          </Button>
          <span className="text-xs text-gray-500">{t('admin.importExcel.notAvailableShort')}</span>
        </div>
      </div>
    </AdminPage>
  );
}
