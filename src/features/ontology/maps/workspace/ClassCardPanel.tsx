import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoad } from '../../../../components/useLoad';
import { formatNumber } from '../../../../i18n/format';
import { fetchClassCard, saveClassNames } from '../data/classCardApi';
import { dataTypeName } from '../../shared/typeNames';
import { Problem } from '../../../../components/Problem';
import { inputClass, linkClass, notifyDone, notifyProblem, problemText, smallPrimaryButton } from '../ui/mapsUi';
import { ReadOnlyNotice, useEditRights } from '../../rights';

/** The workspace's right panel: the selected class's card, with its name and labels editable. */
export function ClassCardPanel({ classId, version, onSaved }: { classId: string; version: number; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const rightsVersion = useEditRights().version;
  const card = useLoad(() => fetchClassCard(classId, i18n.language), [classId, i18n.language, version, rightsVersion]);
  const [name, setName] = useState('');
  const [labels, setLabels] = useState({ ru: '', en: '' });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!card.data) return;
    setName(card.data.name);
    setLabels(card.data.labels);
  }, [card.data]);

  if (card.error && !card.data) return <Problem text={problemText(card.error, t('maps.common.loadFailed'))} />;
  if (!card.data) return <p className="text-sm text-gray-500">{t('maps.common.loading')}</p>;
  const data = card.data;
  const changed = name.trim() !== data.name || labels.ru.trim() !== data.labels.ru || labels.en.trim() !== data.labels.en;

  async function save() {
    setSaving(true);
    try {
      await saveClassNames(data, name.trim(), labels);
      notifyDone(t('maps.workspace.saved'));
      card.reload();
      onSaved();
    } catch (error) {
      notifyProblem(error, t('maps.common.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="class-card">
      <label className="flex flex-col gap-1">
        <span className="text-gray-600">{t('maps.common.name')}</span>
        <input className={inputClass} value={name} readOnly={data.readonly} onChange={(e) => setName(e.target.value)} data-testid="card-name" />
      </label>
      {(['ru', 'en'] as const).map((lang) => (
        <label key={lang} className="flex flex-col gap-1">
          <span className="text-gray-600">{t(`maps.workspace.label_${lang}`)}</span>
          <input className={inputClass} value={labels[lang]} readOnly={data.readonly} onChange={(e) => setLabels({ ...labels, [lang]: e.target.value })} />
        </label>
      ))}
      {data.readonly ? (
        <ReadOnlyNotice entityReadOnly />
      ) : (
        <button type="button" className={`${smallPrimaryButton} self-start`} disabled={!changed || saving || !name.trim()} onClick={() => void save()}>
          {saving ? t('maps.common.saving') : t('maps.common.save')}
        </button>
      )}
      {data.comment && <p className="text-gray-700">{data.comment}</p>}
      <div>
        <h3 className="font-medium text-gray-800">{t('maps.workspace.parents')}</h3>
        {data.parents.length === 0 ? (
          <p className="text-gray-500">{t('maps.workspace.noParents')}</p>
        ) : (
          <ul>
            {data.parents.map((p) => (
              <li key={p.id}>
                <Link className={linkClass} to={`/class_list/${p.id}`}>
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-medium text-gray-800">{t('maps.workspace.properties')}</h3>
        {data.properties.length === 0 ? (
          <p className="text-gray-500">{t('maps.workspace.noProperties')}</p>
        ) : (
          <ul>
            {data.properties.map((p) => (
              <li key={p.id}>
                {p.name} <span className="text-gray-500">{p.kind === 'object' ? `→ ${p.target}` : `: ${dataTypeName(t, p.target)}`}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p data-testid="card-instances">
        {t('maps.workspace.instances', { n: formatNumber(data.instanceCount) })}{' '}
        <Link className={linkClass} to={`/examp_list/${data.id}`}>
          {t('maps.workspace.openInstances')}
        </Link>
      </p>
      <div className="flex flex-wrap gap-3">
        <Link className={linkClass} to={`/class_list/${data.id}`}>
          {t('maps.editor.openCard')}
        </Link>
        <Link className={linkClass} to={`/taxonomy-graph/${data.id}`}>
          {t('maps.workspace.taxonomy')}
        </Link>
        <Link className={linkClass} to={`/ontomap/${data.id}`}>
          {t('maps.workspace.ontomap')}
        </Link>
      </div>
    </div>
  );
}
