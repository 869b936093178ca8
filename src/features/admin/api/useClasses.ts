import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { getData } from '../../../app/api/dataApi';
import { instanceRefsFromRows, type InstanceRef } from './dataRows';
import { useLoad, type Loaded } from '../../../components/useLoad';

const CLASS_LIMIT = 5000;

/** The ontology's classes by name (the built-in meta-classes left out), for choosing a class. */
export function useClasses(): Loaded<InstanceRef[]> {
  return useLoad(async () => {
    const result = await getData({
      class: META_CLASS.Class,
      fields: [{ prop: META_PROP.name }],
      filter: { not: { prop: 'id', op: 'in', val: Object.values(META_CLASS) } },
      sort: { prop: 'name', dir: 'asc' },
      limit: CLASS_LIMIT,
    });
    return instanceRefsFromRows(result.rows);
  }, []);
}
