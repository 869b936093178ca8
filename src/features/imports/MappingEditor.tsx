import { useTranslation } from 'react-i18next';
import { NAME_TARGET, type ImportCheckResult, type ImportPreview } from '../../../realtime/protocol/imports';
import { typeFits, type ColumnChoice, type TargetField } from './mappingRules';
import { inputClass } from './importUi';

type Props = {
  preview: Pick<ImportPreview, 'columns' | 'rows'>;
  fields: TargetField[];
  choice: ColumnChoice;
  onChange: (choice: ColumnChoice) => void;
  /** The server's check of the sample rows against the mapping. */
  check: ImportCheckResult | null;
};

/**
 * One line per column of the file: what its values look like, a sample, and the property it fills.
 * A warning says when the sample does not fit the chosen property (by its detected type at once,
 * then by the server's own check of the sample values).
 */
export function MappingEditor({ preview, fields, choice, onChange, check }: Props) {
  const { t } = useTranslation();
  const byProp = new Map(fields.map((f) => [f.prop, f]));
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-gray-600';
  return (
    <div className="overflow-x-auto rounded border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50">
          <tr>
            <th className={th}>{t('imports.mapping.column')}</th>
            <th className={th}>{t('imports.mapping.looksLike')}</th>
            <th className={th}>{t('imports.mapping.sample')}</th>
            <th className={th}>{t('imports.mapping.target')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {preview.columns.map((column) => {
            const target = choice[column.label] ?? '';
            const field = byProp.get(target);
            const typeWarning = field && !typeFits(column.type, field.type) ? t('imports.mapping.typeMismatch', { looks: t(`imports.detected.${column.type}`), type: field.type }) : null;
            const verdict = target ? check?.columns[column.label] : undefined;
            const sampleWarning = verdict && verdict.bad > 0 ? t('imports.mapping.badValues', { count: verdict.bad, example: verdict.message ?? '' }) : null;
            const sample = preview.rows
              .map((r) => r[column.label] ?? '')
              .filter((v) => v !== '')
              .slice(0, 3)
              .join(' · ');
            return (
              <tr key={column.label} data-testid="mapping-row">
                <td className="px-3 py-2 font-medium">{column.label}</td>
                <td className="px-3 py-2 text-gray-600">{t(`imports.detected.${column.type}`)}</td>
                <td className="max-w-xs truncate px-3 py-2 text-gray-600" title={sample}>
                  {sample}
                </td>
                <td className="px-3 py-2">
                  <select
                    className={inputClass}
                    aria-label={t('imports.mapping.targetOf', { column: column.label })}
                    value={target}
                    onChange={(e) => onChange({ ...choice, [column.label]: e.target.value })}
                  >
                    <option value="">{t('imports.mapping.skip')}</option>
                    <option value={NAME_TARGET}>{t('imports.mapping.name')}</option>
                    {fields.map((f) => (
                      <option key={f.prop} value={f.prop} disabled={f.readonly}>
                        {f.required ? `${f.cap} *` : f.cap} ({f.type})
                      </option>
                    ))}
                  </select>
                  {(typeWarning ?? sampleWarning) && (
                    <p role="status" className="mt-1 text-xs text-amber-800">
                      {[typeWarning, sampleWarning].filter(Boolean).join(' ')}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
