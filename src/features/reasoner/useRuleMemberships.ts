import { useEffect, useState } from 'react';
import { getData } from '../../api/dataApi';
import { META_PROP } from '../../../realtime/protocol/metaModel';

/** A class an OWL rule makes the instance a member of, with the rule's name. */
export type RuleMembership = { classId: string; caption: string; rule: string };

/**
 * The classes OWL rules derive for an instance, as the data API lists its classes (the same
 * members every screen counts): rows of its class field marked with a rule.
 */
export function useRuleMemberships(instanceId: string): RuleMembership[] {
  const [found, setFound] = useState<RuleMembership[]>([]);
  useEffect(() => {
    let live = true;
    getData({ idx: instanceId, fields: [{ prop: 'class' }], limit: 1 })
      .then((answer) => {
        if (!live) return;
        const rows = answer.rows.filter((r) => r.prop === META_PROP.instanceOf && r.rule !== undefined && typeof r.val === 'string');
        setFound(rows.map((r) => ({ classId: String(r.val), caption: r.cap ?? '', rule: r.rule ?? '' })));
      })
      .catch((error: unknown) => console.error('rule memberships', error));
    return () => {
      live = false;
    };
  }, [instanceId]);
  return found;
}
