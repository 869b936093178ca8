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
import { notifyDone, notifyProblem, problemText, smallPrimaryButton } from '../ui/mapsUi';
import { useConfirm } from '../../../../components/useConfirm';
import { MapDialog } from './MapDialog';

type Editing = { map: OntologyMapInfo | null } | null;

/** /ontologies: the ontology maps with their counts; create, edit, delete, import and export. */
export function MapListView() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const navigate = useNavigate();
  const maps = useLoad(() => fetchMaps(lang), [lang]);
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
    if (!(await confirm({ title: t('maps.list.deleteTitle'), text: t('maps.list.deleteText', { name: map.name }) }))) return;
    try {
      await deleteMap(map.id);
      notifyDone(t('maps.list.deleted', { name: map.name }));
      reloadAll();
    } catch (error) {
      notifyProblem(error, t('maps.common.deleteFailed'));
    }
  }

  const total = stats.data?.total;
  return (
    <PageFrame
      title={t('maps.list.title')}
      actions={
        <>
          <button type="button" className={smallPrimaryButton} onClick={() => setEditing({ map: null })} data-testid="map-create">
            {t('maps.list.create')}
          </button>
          <OwlImportButton onImported={(mapId) => navigate(`/ontologies/${mapId}`)} />
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
      <Problem text={maps.error ? problemText(maps.error, t('maps.common.loadFailed')) : null} />
      {maps.loading && !maps.data && <p className="text-sm text-gray-500">{t('maps.common.loading')}</p>}
      {maps.data && maps.data.length === 0 && <p className="text-sm text-gray-500">{t('maps.list.empty')}</p>}
      {maps.data && maps.data.length > 0 && (
        <div className="overflow-x-auto rounded border border-gray-200 bg-white">
          <table className="min-w-full text-sm">
            <thead className="bg-gray-50 text-left text-gray-700">
              <tr>
                <th className="px-2 py-2 font-medium">{t('maps.common.name')}</th>
                <th className="px-2 py-2 font-medium">{t('maps.list.description')}</th>
                <th className="px-2 py-2 font-medium">{t('maps.list.author')}</th>
                <th className="px-2 py-2 font-medium">{t('maps.list.date')}</th>
                <th className="px-2 py-2 text-right font-medium">{t('maps.counts.classes')}</th>
                <th className="px-2 py-2 text-right font-medium">{t('maps.counts.objectProperties')}</th>
                <th className="px-2 py-2 text-right font-medium">{t('maps.counts.dataProperties')}</th>
                <th className="px-2 py-2 text-right font-medium">{t('maps.counts.individuals')}</th>
                <th className="px-2 py-2" />
              </tr>
            </thead>
            <tbody>
              {maps.data.map((map) => {
                const counts = countsOf.get(map.id);
                const count = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
                return (
                  <tr key={map.id} className="border-t border-gray-100 hover:bg-gray-50" data-testid="map-row">
                    <td className="px-2 py-2">
                      <Link className="text-primary hover:underline" to={`/ontologies/${map.id}`}>
                        {map.name || '—'}
                      </Link>
                    </td>
                    <td className="max-w-[16rem] px-2 py-2 text-gray-700">{map.description}</td>
                    <td className="px-2 py-2 text-gray-700">{map.authorName}</td>
                    <td className="px-2 py-2 text-gray-700">{formatDate(map.dateCreate)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{count(counts?.classes)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{count(counts?.objectProperties)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{count(counts?.dataProperties)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{count(counts?.individuals)}</td>
                    <td className="px-2 py-1 text-right">
                      <div className="flex flex-col items-end">
                        <button type="button" className="px-1 text-primary hover:underline" onClick={() => setEditing({ map })}>
                          {t('maps.common.edit')}
                        </button>
                        {map.canDelete && (
                          <button type="button" className="px-1 text-red-700 hover:underline" onClick={() => void remove(map)}>
                            {t('maps.common.delete')}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
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
