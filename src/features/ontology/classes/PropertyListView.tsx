import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLoad } from '../../../components/useLoad';
import { useEntityChanges } from '../shared/useEntityChanges';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { Pager } from '../shared/ui/Pager';
import { usePageSize } from '../shared/ui/usePageSize';
import { inputClass, linkClass, tableClass, tableWrapClass, tdClass, thClass } from '../shared/ui/styles';
import { formatCardinality } from './cardinality';
import { fetchProperties, metaClassOf, type PropertyEntry, type PropertyKind } from './propertyApi';
import { PropertyDialog } from './PropertyDialog';
import { usePropertyDelete } from './usePropertyDelete';
import type { EntityRef } from './dataRows';

export const listPath = (kind: PropertyKind): string => (kind === 'object' ? '/props_list' : '/scalar_list');

export function ClassLinks({ items }: { items: readonly EntityRef[] }) {
  return (
    <>
      {items.map((c, n) => (
        <span key={c.id}>
          {n > 0 && ', '}
          <Link className={linkClass} to={`/class_list/${c.id}`}>
            {c.name}
          </Link>
        </span>
      ))}
    </>
  );
}

/** /props_list and /scalar_list: object or data properties with domain, range or type, cardinality; create, edit, delete. */
export function PropertyListView({ kind }: { kind: PropertyKind }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const [showBuiltIn, setShowBuiltIn] = useState(false);
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<{ entry: PropertyEntry | null } | null>(null);
  const { choice, setChoice, limit } = usePageSize();
  const [remove, confirmElement] = usePropertyDelete();
  useEffect(() => {
    const timer = setTimeout(() => (setSearch(typed), setOffset(0)), 500);
    return () => clearTimeout(timer);
  }, [typed]);
  const page = useLoad(() => fetchProperties({ kind, search, offset, limit, showBuiltIn, lang }), [kind, search, offset, limit, showBuiltIn, lang]);
  const { reload } = page;
  useEntityChanges([metaClassOf(kind)], useCallback(() => reload(), [reload]));
  const headings = [t('classes.common.name'), t('classes.common.labelRu'), t('classes.common.labelEn'), t('classes.props.domain'), kind === 'object' ? t('classes.props.range') : t('classes.props.type'), t('classes.props.cardinality'), ...(kind === 'object' ? [t('classes.props.inverse')] : []), ''];
  return (
    <PageFrame
      className="min-h-0 gap-3 p-4"
      title={kind === 'object' ? t('classes.props.objectTitle') : t('classes.props.dataTitle')}
      actions={
        <Button variant="primary" onClick={() => setEditing({ entry: null })} data-testid="prop-create">
          {kind === 'object' ? t('classes.props.createObject') : t('classes.props.createData')}
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <input className={`${inputClass} max-w-xs`} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('classes.props.searchPlaceholder')} aria-label={t('classes.common.search')} />
        <label className="flex items-center gap-1 text-sm text-gray-700">
          <input type="checkbox" checked={showBuiltIn} onChange={(e) => (setShowBuiltIn(e.target.checked), setOffset(0))} />
          {t('classes.props.showBuiltIn')}
        </label>
      </div>
      <Problem text={page.error ? problemText(page.error) : null} />
      <div className={tableWrapClass}>
        <table className={tableClass} data-testid="prop-table">
          <thead>
            <tr>
              {headings.map((h, n) => (
                <th key={n} className={thClass}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(page.data?.entries ?? []).map((p) => (
              <tr key={p.id} className="hover:bg-primary-light/40">
                <td className={tdClass}>
                  <Link className={linkClass} to={`${listPath(kind)}/${p.id}`}>
                    {p.name}
                  </Link>
                </td>
                <td className={tdClass}>{p.ru}</td>
                <td className={tdClass}>{p.en}</td>
                <td className={tdClass}>
                  <ClassLinks items={p.domain} />
                </td>
                <td className={tdClass}>{kind === 'object' ? <ClassLinks items={p.range ? [p.range] : []} /> : p.type}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatCardinality(p.min, p.max)}</td>
                {kind === 'object' && (
                  <td className={tdClass}>
                    {p.inverse && (
                      <Link className={linkClass} to={`/props_list/${p.inverse.id}`}>
                        {p.inverse.name}
                      </Link>
                    )}
                  </td>
                )}
                <td className={`${tdClass} whitespace-nowrap text-right`}>
                  <Button variant="link" onClick={() => setEditing({ entry: p })}>
                    {t('classes.common.edit')}
                  </Button>
                  <Button variant="dangerLink" onClick={() => void remove(p).then((done) => done && reload())}>
                    {t('classes.common.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {page.data?.entries.length === 0 && <p className="p-2 text-sm text-gray-500">{t('classes.common.empty')}</p>}
      </div>
      <Pager offset={offset} limit={limit} total={page.data?.total ?? 0} onOffset={setOffset} sizeChoice={choice} onSizeChoice={(n) => (setChoice(n), setOffset(0))} />
      <PropertyDialog
        kind={kind}
        open={editing !== null}
        entry={editing?.entry ?? null}
        onClose={() => setEditing(null)}
        onSaved={(id) => {
          const created = editing?.entry === null;
          setEditing(null);
          reload();
          if (created) navigate(`${listPath(kind)}/${id}`);
        }}
      />
      {confirmElement}
    </PageFrame>
  );
}
