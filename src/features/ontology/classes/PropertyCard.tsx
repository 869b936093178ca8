import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { useLoad } from '../../../components/useLoad';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { EntityHistory } from '../history/EntityHistory';
import { useEntityChanges } from '../../../components/useEntityChanges';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { linkClass } from '../shared/ui/styles';
import { formatCardinality } from './cardinality';
import { fetchProperty, type PropertyKind } from './propertyApi';
import { PropertyDialog } from './PropertyDialog';
import { ClassLinks, listPath } from './PropertyListView';
import { usePropertyDelete } from './usePropertyDelete';
import { dataTypeName } from '../shared/typeNames';
import { captionOf, cardinalityOf, dataTypeOf, domainsOf, inverseOf, iriOf, labelIn, rangeOf, textIn } from '../client';
import { ReadOnlyNotice, useEditRights } from '../rights';

/** /props_list/{id} and /scalar_list/{id}: one property's definition, editable, with its change history. */
export function PropertyCard({ kind, id }: { kind: PropertyKind; id: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const navigate = useNavigate();
  const { version } = useEditRights();
  const prop = useLoad(() => fetchProperty(id, lang), [id, lang, version]);
  const { reload } = prop;
  const [editing, setEditing] = useState(false);
  const [remove, confirmElement] = usePropertyDelete();
  useEntityChanges([id], useCallback(() => reload(), [reload]));
  const entry = prop.data;
  useContextTitle(entry ? captionOf(entry, lang) : null);
  if (prop.error) return <Problem text={problemText(prop.error)} />;
  if (!entry) return <p className="p-4 text-sm text-gray-500">{prop.loading ? t('classes.common.loading') : t('classes.props.notFound')}</p>;
  const range = rangeOf(entry);
  const inverse = inverseOf(entry);
  const { min, max } = cardinalityOf(entry);
  const rows: Array<[string, React.ReactNode]> = [
    [t('classes.common.name'), entry.name],
    [t('classes.common.labelRu'), labelIn(entry, 'ru')],
    [t('classes.common.labelEn'), labelIn(entry, 'en')],
    [t('classes.props.domain'), <ClassLinks key="d" items={domainsOf(entry)} />],
    kind === 'object' ? [t('classes.props.range'), <ClassLinks key="r" items={range ? [range] : []} />] : [t('classes.props.type'), dataTypeName(t, dataTypeOf(entry))],
    [t('classes.props.cardinality'), formatCardinality(min, max)],
    ...(kind === 'object'
      ? ([[t('classes.props.inverse'), inverse ? <Link key="i" className={linkClass} to={`/props_list/${inverse.id}`}>{inverse.name}</Link> : '']] as Array<[string, React.ReactNode]>)
      : []),
    [t('classes.common.description'), textIn(entry, META_PROP.comment, 'ru') || textIn(entry, META_PROP.comment, 'en')],
    [t('classes.common.iri'), iriOf(entry)],
  ];
  return (
    <PageFrame
      className="min-h-0 gap-3 p-4"
      title={captionOf(entry, lang)}
      actions={
        <>
          <Link className={linkClass} to={listPath(kind)}>
            {kind === 'object' ? t('classes.props.objectTitle') : t('classes.props.dataTitle')}
          </Link>
          {!entry.readonly && (
            <Button onClick={() => setEditing(true)} data-testid="prop-edit">
              {t('classes.common.edit')}
            </Button>
          )}
          {entry.canDelete && (
            <Button variant="danger" onClick={() => void remove({ id: entry.id, name: captionOf(entry, lang) }).then((done) => done && navigate(listPath(kind)))}>
              {t('classes.common.delete')}
            </Button>
          )}
        </>
      }
    >
      <ReadOnlyNotice entityReadOnly={entry.readonly} />
      <dl className="grid max-w-3xl grid-cols-[12rem_1fr] gap-x-4 gap-y-1 text-sm" data-testid="prop-card">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-500">{label}</dt>
            <dd className="text-gray-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <EntityHistory entityId={id} editable={!entry.readonly} />
      <PropertyDialog kind={kind} open={editing} entry={entry} onClose={() => setEditing(false)} onSaved={() => (setEditing(false), reload())} />
      {confirmElement}
    </PageFrame>
  );
}
