import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLoad } from '../../../../components/useLoad';
import { formatDate, formatNumber } from '../../../../i18n/format';
import { META_CLASS } from '../../../../../realtime/protocol/metaModel';
import type { OntologyMapCounts } from '../../../../../realtime/protocol/ontology/stats';
import { OwlExportMenu } from '../../owl/OwlExportMenu';
import { OwlImportButton } from '../../owl/OwlImportButton';
import { createMap, deleteMap, fetchMaps, fetchOntologyStats, updateMap, type OntologyMapInfo } from '../data/mapsApi';
import { useLiveReload } from '../data/useLiveReload';
import { PageFrame } from '../../../../components/PageFrame';
import { Problem } from '../../../../components/Problem';
import { DataTable, type DataColumn } from '../../../../components/dataTable';
import { notifyDone, notifyProblem, problemText, smallPrimaryButton } from '../ui/mapsUi';
import { useConfirm } from '../../../../components/useConfirm';
import { MapDialog } from './MapDialog';
import { ReadOnlyNotice, useEditRights } from '../../rights';

type Editing = { map: OntologyMapInfo | null } | null;
const NO_MAPS: OntologyMapInfo[] = [];

/** /ontologies: the ontology maps with their counts; create, edit, delete, import and export. */
export function MapListView() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const navigate = useNavigate();
  const rights = useEditRights();
  // the rows' may-delete flags follow the rights: read again when they change
  const maps = useLoad(() => fetchMaps(lang), [lang, rights.version]);
  // counts are a convenience: the list works without them (failure to load is logged only)
  const stats = useLoad(
    () =>
      fetchOntologyStats().catch((error: unknown) => {
        console.error('ontology stats could not be loaded', error);
        return null;
      }),
    [],
  );
  const reloadAll = () => {
    maps.reload();
    stats.reload();
  };
  useLiveReload([META_CLASS.OntologyMap, META_CLASS.Class], reloadAll);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirm, confirmElement] = useConfirm();
  const countsOf = new Map<string, OntologyMapCounts>((stats.data?.maps ?? []).map((m) => [m.id, m]));

  async function save(name: string, description: string) {
    try {
      if (editing?.map) {
        await updateMap(editing.map.id, name, description, lang);
        notifyDone(t('maps.list.saved'));
        reloadAll();
      } else {
        const id = await createMap(name, description, lang);
        navigate(`/ontologies/${id}`);
      }
    } catch (error) {
      notifyProblem(error, t('maps.common.saveFailed'));
      throw error;
    }
  }

  async function remove(map: OntologyMapInfo) {
    if (!(await confirm({ title: t('maps.list.deleteTitle'), text: t('maps.list.deleteText', { name: map.caption }) }))) return;
    try {
      await deleteMap(map.id);
      notifyDone(t('maps.list.deleted', { name: map.caption }));
      reloadAll();
    } catch (error) {
      notifyProblem(error, t('maps.common.deleteFailed'));
    }
  }

  const total = stats.data?.total;
  const count = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
  const countColumn = (id: 'classes' | 'objectProperties' | 'dataProperties' | 'individuals', header: string): DataColumn<OntologyMapInfo> => ({
    id,
    header,
    className: 'text-right tabular-nums',
    headerClassName: 'text-right',
    value: (map) => count(countsOf.get(map.id)?.[id]),
  });
  const columns: DataColumn<OntologyMapInfo>[] = [
    {
      id: 'name',
      header: t('maps.common.name'),
      cell: (map) => (
        <Link className="text-primary hover:underline" to={`/ontologies/${map.id}`}>
          {map.caption || '—'}
        </Link>
      ),
    },
    { id: 'description', header: t('maps.list.description'), className: 'max-w-[16rem] text-gray-700', value: (map) => map.description },
    { id: 'author', header: t('maps.list.author'), className: 'text-gray-700', value: (map) => map.authorName },
    { id: 'date', header: t('maps.list.date'), className: 'text-gray-700', value: (map) => formatDate(map.dateCreate) },
    countColumn('classes', t('maps.counts.classes')),
    countColumn('objectProperties', t('maps.counts.objectProperties')),
    countColumn('dataProperties', t('maps.counts.dataProperties')),
    countColumn('individuals', t('maps.counts.individuals')),
    {
      id: 'actions',
      header: '',
      className: 'text-right',
      cell: (map) => (
        <div className="flex flex-col items-end">
          {rights.mayEditMap(map.id) && (
            <button type="button" className="px-1 text-primary hover:underline" onClick={() => setEditing({ map })}>
              {t('maps.common.edit')}
            </button>
          )}
          {map.canDelete && (
            <button type="button" className="px-1 text-red-700 hover:underline" onClick={() => void remove(map)}>
              {t('maps.common.delete')}
            </button>
          )}
        </div>
      ),
    },
  ];
  return (
    <PageFrame
      title={t('maps.list.title')}
      actions={
        <>
          {rights.mayAll && (
            <>
              <button type="button" className={smallPrimaryButton} onClick={() => setEditing({ map: null })} data-testid="map-create">
                {t('maps.list.create')}
              </button>
              <OwlImportButton onImported={(mapId) => navigate(`/ontologies/${mapId}`)} />
            </>
          )}
          <OwlExportMenu />
        </>
      }
    >
      {total && (
        <p className="text-sm text-gray-600" data-testid="ontology-totals">
          {t('maps.list.totals', {
            classes: formatNumber(total.classes),
            objectProperties: formatNumber(total.objectProperties),
            dataProperties: formatNumber(total.dataProperties),
            individuals: formatNumber(total.individuals),
          })}
        </p>
      )}
      <ReadOnlyNotice />
      <DataTable
        columns={columns}
        rows={maps.data ?? NO_MAPS}
        rowId={(map) => map.id}
        look="plain"
        notesAt="alone"
        problem={<Problem text={maps.error ? problemText(maps.error, t('maps.common.loadFailed')) : null} />}
        loading={maps.loading && !maps.data}
        loadingText={t('maps.common.loading')}
        empty={maps.data ? t('maps.list.empty') : null}
        rowAttributes={() => ({ 'data-testid': 'map-row' })}
      />
      <MapDialog
        open={editing !== null}
        title={editing?.map ? t('maps.list.editTitle') : t('maps.list.createTitle')}
        initial={{ name: editing?.map?.name ?? '', description: editing?.map?.description ?? '' }}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      {confirmElement}
    </PageFrame>
  );
}
