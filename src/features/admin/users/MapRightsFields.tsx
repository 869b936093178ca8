import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_RIGHTS, type MapRight } from '../../../../realtime/protocol/admin/userMapRights';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { useLoad } from '../../../components/useLoad';
import { byProp, captionOf, ontologyClient } from '../../ontology';
import { captionLanguage } from '../api/captionLanguage';
import { inputBaseClass, inputClass } from '../ui/fields';
import { LoadState } from '../ui/LoadState';
import { withMapRight, type MapRightsForm } from './mapRightsForm';

const MAPS_OFFERED = 500;

type Props = {
  /** null while the user's rights load. */
  value: MapRightsForm | null;
  onChange: (value: MapRightsForm) => void;
  /** The user's rights could not be read. */
  error?: unknown;
  onRetry?: () => void;
};

/**
 * A user's rights on each ontology map, in the user's «Изменить»: every map with a choice of
 * nothing of their own, reader or editor — the place an administrator looks for "let this person
 * edit that map".
 */
export function MapRightsFields({ value, onChange, error, onRetry }: Props) {
  const { t, i18n } = useTranslation();
  const language = captionLanguage(i18n.language);
  const titleId = useId();
  const [filter, setFilter] = useState('');
  const maps = useLoad(async () => (await ontologyClient.read({ of: 'map', fields: [META_PROP.label], sort: byProp('name'), limit: MAPS_OFFERED })).entities, []);
  const choices = useMemo(() => (maps.data ?? []).map((m) => ({ id: m.id, name: captionOf(m, language) })), [maps.data, language]);
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? choices.filter((c) => c.name.toLocaleLowerCase().includes(needle)) : choices;
  const given = value ? choices.filter((c) => value[c.id]).length : 0;

  return (
    <section className="flex flex-col gap-1.5 text-sm" aria-labelledby={titleId} data-testid="user-map-rights">
      <div className="flex items-center gap-2">
        <span id={titleId} className="font-medium text-gray-700">
          {t('admin.users.mapRights.title')}
        </span>
        {value && <span className="text-xs text-gray-500">{t('admin.users.mapRights.given', { count: given })}</span>}
      </div>
      <span className="text-xs text-gray-500">{t('admin.users.mapRights.hint')}</span>
      {!maps.data || !value ? (
        <LoadState loading={!maps.error && !error} error={maps.error ?? error} onRetry={() => (maps.reload(), onRetry?.())} />
      ) : choices.length === 0 ? (
        <p className="text-xs text-gray-500">{t('admin.users.noMaps')}</p>
      ) : (
        <>
          {choices.length > 8 && (
            <input type="search" className={inputClass} placeholder={t('admin.users.filter')} aria-label={`${t('admin.users.mapRights.title')}: ${t('admin.users.filter')}`} value={filter} onChange={(e) => setFilter(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()} />
          )}
          <div className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded border border-gray-200 p-2">
            {shown.map((map) => (
              <label key={map.id} className="flex items-center justify-between gap-3">
                <span className="min-w-0 break-words text-gray-800">{map.name}</span>
                <select
                  className={`${inputBaseClass} shrink-0`}
                  aria-label={t('admin.users.mapRights.rightOn', { map: map.name })}
                  value={value[map.id] ?? ''}
                  onChange={(e) => onChange(withMapRight(value, map.id, (MAP_RIGHTS as readonly string[]).includes(e.target.value) ? (e.target.value as MapRight) : null))}
                >
                  <option value="">{t('admin.users.mapRights.none')}</option>
                  {MAP_RIGHTS.map((right) => (
                    <option key={right} value={right}>
                      {t(`admin.users.mapRights.${right}`)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
