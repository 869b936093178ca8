import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLoad } from '../../../components/useLoad';
import { useEntityChanges } from '../../../components/useEntityChanges';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { Pager } from '../shared/ui/Pager';
import { usePageSize } from '../shared/ui/usePageSize';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { captionOf, cardinalityOf, dataTypeOf, domainsOf, inverseOf, labelIn, rangeOf, type EntityRef, type OntologyEntity } from '../client';
import { inputClass, linkClass } from '../shared/ui/styles';
import { formatCardinality } from './cardinality';
import { fetchProperties, metaClassOf, type PropertyKind } from './propertyApi';
import { PropertyDialog } from './PropertyDialog';
import { usePropertyDelete } from './usePropertyDelete';
import { dataTypeName } from '../shared/typeNames';
import { ReadOnlyNotice, useEditRights } from '../rights';

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

function InverseLink({ inverse }: { inverse: EntityRef | null }) {
  return inverse ? (
    <Link className={linkClass} to={`/props_list/${inverse.id}`}>
      {inverse.name}
    </Link>
  ) : null;
}

const NO_PROPERTIES: OntologyEntity[] = [];

/** /props_list and /scalar_list: object or data properties with domain, range or type, cardinality; create, edit, delete. */
export function PropertyListView({ kind }: { kind: PropertyKind }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const [showBuiltIn, setShowBuiltIn] = useState(false);
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<{ entry: OntologyEntity | null } | null>(null);
  const { choice, setChoice, limit } = usePageSize();
  const [remove, confirmElement] = usePropertyDelete();
  useEffect(() => {
    const timer = setTimeout(() => (setSearch(typed), setOffset(0)), 500);
    return () => clearTimeout(timer);
  }, [typed]);
  const rights = useEditRights();
  const page = useLoad(() => fetchProperties({ kind, search, offset, limit, showBuiltIn, lang }), [kind, search, offset, limit, showBuiltIn, lang, rights.version]);
  const { reload } = page;
  useEntityChanges([metaClassOf(kind)], useCallback(() => reload(), [reload]));
  const columns = useMemo<DataColumn<OntologyEntity>[]>(
    () => [
      { id: 'name', header: t('classes.common.name'), cell: (p) => <Link className={linkClass} to={`${listPath(kind)}/${p.id}`}>{p.name}</Link> },
      { id: 'ru', header: t('classes.common.labelRu'), value: (p) => labelIn(p, 'ru') },
      { id: 'en', header: t('classes.common.labelEn'), value: (p) => labelIn(p, 'en') },
      { id: 'domain', header: t('classes.props.domain'), cell: (p) => <ClassLinks items={domainsOf(p)} /> },
      kind === 'object'
        ? { id: 'range', header: t('classes.props.range'), cell: (p) => <ClassLinks items={[rangeOf(p)].filter((r) => r !== null)} /> }
        : { id: 'type', header: t('classes.props.type'), value: (p) => dataTypeName(t, dataTypeOf(p)) },
      { id: 'cardinality', header: t('classes.props.cardinality'), className: 'whitespace-nowrap', value: (p) => formatCardinality(cardinalityOf(p).min, cardinalityOf(p).max) },
      ...(kind === 'object' ? [{ id: 'inverse', header: t('classes.props.inverse'), cell: (p: OntologyEntity) => <InverseLink inverse={inverseOf(p)} /> }] : []),
      {
        id: 'actions',
        header: '',
        className: 'whitespace-nowrap text-right',
        cell: (p) => (
          <>
            {!p.readonly && (
              <Button variant="link" onClick={() => setEditing({ entry: p })}>
                {t('classes.common.edit')}
              </Button>
            )}
            {p.canDelete && (
              <Button variant="dangerLink" onClick={() => void remove({ id: p.id, name: captionOf(p, lang) }).then((done) => done && reload())}>
                {t('classes.common.delete')}
              </Button>
            )}
          </>
        ),
      },
    ],
    [t, kind, remove, reload, lang],
  );
  return (
    <PageFrame
      className="min-h-0 gap-3 p-4"
      title={kind === 'object' ? t('classes.props.objectTitle') : t('classes.props.dataTitle')}
      actions={
        rights.maySomething && (
          <Button variant="primary" onClick={() => setEditing({ entry: null })} data-testid="prop-create">
            {kind === 'object' ? t('classes.props.createObject') : t('classes.props.createData')}
          </Button>
        )
      }
    >
      <ReadOnlyNotice />
      <div className="flex flex-wrap items-center gap-3">
        <input className={`${inputClass} max-w-xs`} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('classes.props.searchPlaceholder')} aria-label={t('classes.common.search')} />
        <label className="flex items-center gap-1 text-sm text-gray-700">
          <input type="checkbox" checked={showBuiltIn} onChange={(e) => (setShowBuiltIn(e.target.checked), setOffset(0))} />
          {t('classes.props.showBuiltIn')}
        </label>
      </div>
      <DataTable
        columns={columns}
        rows={page.data?.entities ?? NO_PROPERTIES}
        rowId={(p) => p.id}
        testId="prop-table"
        problem={<Problem text={page.error ? problemText(page.error) : null} />}
        empty={page.data ? t('classes.common.empty') : null}
        paging={{ side: 'server', offset, limit, total: page.data?.total ?? 0, onOffset: setOffset }}
        renderPager={(p) => <Pager offset={p.offset} limit={p.limit} total={p.total} onOffset={p.goTo} sizeChoice={choice} onSizeChoice={(n) => (setChoice(n), setOffset(0))} />}
      />
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
