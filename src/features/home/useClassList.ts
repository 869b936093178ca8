import { useEffect, useState } from 'react';
import { apiFetch } from '../../app/apiFetch';
import { tokenStore } from '../session/tokenStore';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/meta';
import type { GetDataResult } from '../../../realtime/protocol/data';

export type ClassListState = { classes: Array<{ id: string; name: string }>; total: number; error: string | null; loading: boolean };

/** The ontology's classes (built-in meta-classes left out), read through the generic data API. */
export function useClassList(limit = 50): ClassListState {
  const [state, setState] = useState<ClassListState>({ classes: [], total: 0, error: null, loading: true });
  useEffect(() => {
    const builtIn = Object.values(META_CLASS);
    apiFetch<GetDataResult>('data', {
      body: {
        act: 'get_data',
        session: tokenStore.session() ?? undefined,
        payload: {
          class: META_CLASS.Class,
          fields: [{ prop: META_PROP.name }],
          filter: { not: { prop: 'id', op: 'in', val: builtIn } },
          sort: [{ prop: 'name', dir: 'asc' }],
          limit,
        },
      },
    })
      .then((result) => {
        const classes = result.rows.filter((r) => r.prop === META_PROP.name).map((r) => ({ id: r.inst, name: String(r.val ?? '') }));
        setState({ classes, total: result.count_rows, error: null, loading: false });
      })
      .catch((e: unknown) => setState({ classes: [], total: 0, error: e instanceof Error ? e.message : String(e), loading: false }));
  }, [limit]);
  return state;
}
