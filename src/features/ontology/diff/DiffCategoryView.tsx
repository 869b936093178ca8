import { useTranslation } from 'react-i18next';
import type { CategoryDiff, DiffCategory, StateEntity } from '../../../../realtime/protocol/ontology/diff';
import { metaClassKey } from '../shared/typeNames';
import { entityValueLines, valuesText } from './diffValueText';

type Props = { category: DiffCategory; diff: CategoryDiff; names: Readonly<Record<string, string>>; propNames: (prop: string) => string };

/** A class by what people call it: a meta-class by its glossary name («Класс», never "Class"), any other by its name in the files. */
function useClassName(names: Props['names']): (id: string) => string {
  const { t } = useTranslation();
  return (id) => {
    const key = metaClassKey(id);
    return key ? t(key) : (names[id] ?? id);
  };
}

function EntityLine({ entity, kind, names, propNames }: { entity: StateEntity; kind: 'added' | 'removed'; names: Props['names']; propNames: Props['propNames'] }) {
  const className = useClassName(names);
  const colour = kind === 'added' ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-900';
  const lines = entityValueLines(entity, propNames, names);
  return (
    <li className={`rounded border px-2 py-1 ${colour}`} data-testid={`diff-${kind}`}>
      <span className="font-medium">{kind === 'added' ? '+ ' : '− '}{entity.name || entity.id}</span>
      {entity.class.length > 0 && <span className="ml-2 text-xs opacity-70">{entity.class.map(className).join(', ')}</span>}
      {lines.length > 0 && (
        <details className="text-xs">
          <summary className="cursor-pointer opacity-70">{lines.length}</summary>
          <ul className="mt-1 space-y-0.5">
            {lines.map((l, i) => (
              <li key={i}>
                <span className="opacity-70">{l.prop}:</span> {l.text}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** One category of the diff: added (green), removed (red) and changed entities with before → after per property. */
export function DiffCategoryView({ category, diff, names, propNames }: Props) {
  const { t } = useTranslation();
  const className = useClassName(names);
  const total = diff.added.length + diff.removed.length + diff.changed.length;
  return (
    <details className="rounded border border-gray-200 bg-white" open={total > 0 && total <= 50} data-testid={`diff-category-${category}`}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-gray-800">
        {t(`ontologyHistory.categories.${category}`)}{' '}
        <span className="text-gray-500">
          (+{diff.added.length} / −{diff.removed.length} / ~{diff.changed.length})
        </span>
      </summary>
      <div className="space-y-2 px-3 pb-3 text-sm">
        {total === 0 && <p className="text-gray-500">{t('ontologyHistory.diff.noChanges')}</p>}
        {(diff.added.length > 0 || diff.removed.length > 0) && (
          <ul className="space-y-1">
            {diff.added.map((e) => (
              <EntityLine key={`a${e.id}`} entity={e} kind="added" names={names} propNames={propNames} />
            ))}
            {diff.removed.map((e) => (
              <EntityLine key={`r${e.id}`} entity={e} kind="removed" names={names} propNames={propNames} />
            ))}
          </ul>
        )}
        {diff.changed.map((c) => (
          <div key={c.id} className="rounded border border-amber-200 bg-amber-50 px-2 py-1" data-testid="diff-changed">
            <div className="font-medium text-amber-900">
              ~ {c.name || c.id}
              {c.nameBefore !== undefined && <span className="ml-2 text-xs font-normal">{t('ontologyHistory.diff.renamed', { name: c.nameBefore })}</span>}
            </div>
            <table className="mt-1 w-full text-xs">
              <tbody>
                {c.classBefore && (
                  <tr>
                    <td className="w-48 py-0.5 pr-2 text-gray-600">{t('ontologyHistory.diff.classes')}</td>
                    <td className="py-0.5 text-red-700">{c.classBefore.map(className).join(', ') || '—'}</td>
                    <td className="px-1 text-gray-400">→</td>
                    <td className="py-0.5 text-green-800">{(c.classAfter ?? []).map(className).join(', ') || '—'}</td>
                  </tr>
                )}
                {c.values.map((v) => (
                  <tr key={`${v.type}${v.prop}`}>
                    <td className="w-48 py-0.5 pr-2 text-gray-600">
                      {v.propName}
                    </td>
                    <td className="py-0.5 text-red-700 break-all">{valuesText(v.before, v.type, names)}</td>
                    <td className="px-1 text-gray-400">→</td>
                    <td className="py-0.5 text-green-800 break-all">{valuesText(v.after, v.type, names)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </details>
  );
}
