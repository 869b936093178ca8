import { byProp, ontologyClient, type EntityRef } from '../../ontology';
import { useLoad, type Loaded } from '../../../components/useLoad';

const CLASS_LIMIT = 5000;

/** The ontology's classes by name (the built-in meta-classes left out), for choosing a class. */
export function useClasses(): Loaded<EntityRef[]> {
  return useLoad(async () => {
    const { entities } = await ontologyClient.read({ of: 'class', builtIn: false, fields: [], sort: byProp('name'), limit: CLASS_LIMIT });
    return entities.map((c) => ({ id: c.id, name: c.name }));
  }, []);
}
