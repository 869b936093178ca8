import { useLocation, useParams } from 'react-router-dom';
import { ruleKindSchema, type RuleKind } from '../../../realtime/protocol/owlRules';
import { RuleEditorPage } from './editor/RuleEditorPage';

/** What the list's "create" asked of a new rule (its name and kind), carried in the navigation's state. */
function startOf(state: unknown): { name: string; kind: RuleKind } {
  const asked = (state ?? {}) as { name?: unknown; kind?: unknown };
  const kind = ruleKindSchema.safeParse(asked.kind);
  return { name: typeof asked.name === 'string' ? asked.name : '', kind: kind.success ? kind.data : 'computedClass' };
}

/**
 * /owl-rule/{id}: one rule's editor; /owl-rule/new: a rule not stored yet, created by its first
 * save. A fresh editor per rule, so nothing of another rule lingers.
 */
export default function OwlRulePage() {
  const { id = '' } = useParams<{ id: string }>();
  const location = useLocation();
  return <RuleEditorPage key={id} id={id === 'new' ? null : id} start={startOf(location.state)} />;
}
