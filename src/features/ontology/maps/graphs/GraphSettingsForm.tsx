import { useTranslation } from 'react-i18next';
import { fetchAllProperties, searchClasses } from '../data/classGraphApi';
import { EntitySearch } from '../ui/EntitySearch';
import { inputClass } from '../ui/mapsUi';
import { withClass, withProperty, type GraphClassEntry, type GraphSettings } from './graphSettings';

/** Domain spec §9: the filter boxes of a graph configuration are 180 px wide. */
const FILTER_BOX_WIDTH = 180;

type Props = { settings: GraphSettings; onChange: (next: GraphSettings) => void };

/** What a graph configuration shows: level, classes (with subclasses and a filter each), properties, edges. */
export function GraphSettingsForm({ settings, onChange }: Props) {
  const { t } = useTranslation();
  const setEntry = (index: number, patch: Partial<GraphClassEntry>) =>
    onChange({ ...settings, classes: settings.classes.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  return (
    <div className="flex flex-col gap-4 text-sm" data-testid="graph-settings">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium text-gray-800">{t('maps.graphs.level')}</legend>
        {(['class', 'instance'] as const).map((level) => (
          <label key={level} className="flex items-center gap-2">
            <input type="radio" name="graph-level" checked={settings.level === level} onChange={() => onChange({ ...settings, level })} data-testid={`graph-level-${level}`} />
            {t(`maps.graphs.level_${level}`)}
          </label>
        ))}
      </fieldset>

      <section className="flex flex-col gap-2">
        <h2 className="font-medium text-gray-800">{t('maps.graphs.classes')}</h2>
        <EntitySearch
          placeholder={t('maps.graphs.addClass')}
          testId="graph-add-class"
          width="w-full"
          search={async (text) => (await searchClasses(text)).map((c) => ({ id: c.id, name: c.caption }))}
          onPick={(found) => onChange(withClass(settings, found))}
        />
        {settings.classes.length === 0 && <p className="text-gray-500">{t('maps.graphs.noClasses')}</p>}
        <ul className="flex flex-col gap-2">
          {settings.classes.map((entry, index) => (
            <li key={entry.id} className="flex flex-col gap-1 rounded border border-gray-200 p-2" data-testid="graph-class-entry">
              <div className="flex items-center gap-2">
                <span className="font-medium">{entry.name || entry.id}</span>
                <button type="button" className="ml-auto text-red-700 hover:underline" onClick={() => onChange({ ...settings, classes: settings.classes.filter((_, i) => i !== index) })}>
                  {t('maps.common.remove')}
                </button>
              </div>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={entry.subclasses} onChange={(e) => setEntry(index, { subclasses: e.target.checked })} />
                {t('maps.graphs.withSubclasses')}
              </label>
              <input
                className={inputClass}
                style={{ width: FILTER_BOX_WIDTH }}
                placeholder={t('maps.graphs.filter')}
                aria-label={t('maps.graphs.filterOf', { name: entry.name })}
                value={entry.filter}
                onChange={(e) => setEntry(index, { filter: e.target.value })}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col gap-2">
        <h2 className="font-medium text-gray-800">{t('maps.graphs.properties')}</h2>
        <EntitySearch
          placeholder={t('maps.graphs.addProperty')}
          testId="graph-add-property"
          width="w-full"
          search={async (text) =>
            (await fetchAllProperties())
              .filter((p) => `${p.caption} ${p.name}`.toLowerCase().includes(text.trim().toLowerCase()))
              .slice(0, 20)
              .map((p) => ({ id: p.id, name: p.caption, hint: p.domains[0] && p.range ? `${p.domains[0].name} → ${p.range.name}` : undefined }))
          }
          onPick={(found) => onChange(withProperty(settings, found))}
        />
        {settings.properties.length === 0 && <p className="text-gray-500">{t('maps.graphs.allProperties')}</p>}
        <ul className="flex flex-wrap gap-1">
          {settings.properties.map((p) => (
            <li key={p.id} className="inline-flex items-center gap-1 rounded bg-blue-50 px-2 py-0.5 text-blue-900">
              {p.name}
              <button type="button" aria-label={t('maps.common.remove')} className="text-blue-700 hover:text-red-700" onClick={() => onChange({ ...settings, properties: settings.properties.filter((x) => x.id !== p.id) })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      </section>

      {settings.level === 'class' ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={settings.subclassEdges} onChange={(e) => onChange({ ...settings, subclassEdges: e.target.checked })} />
          {t('maps.graphs.subclassEdges')}
        </label>
      ) : (
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={settings.linkedOutside} onChange={(e) => onChange({ ...settings, linkedOutside: e.target.checked })} />
          {t('maps.graphs.linkedOutside')}
        </label>
      )}
    </div>
  );
}
