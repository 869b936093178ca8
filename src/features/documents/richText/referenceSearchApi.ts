import { apiFetch } from '../../../api/apiFetch';
import { referenceSearchResultSchema, type ReferencePick, type ReferenceSearch } from '../../../../realtime/protocol/documents/referenceSearch';

/** The picker's search (POST document/referenceSearch), parsed with its protocol schema. */
export async function searchReferences(input: ReferenceSearch, signal?: AbortSignal): Promise<ReferencePick[]> {
  return referenceSearchResultSchema.parse(await apiFetch<unknown>('document/referenceSearch', { body: input, signal })).items;
}
