import { RuleListPage } from './list/RuleListPage';

/** /owl-rules: the rules the user may read. */
export default function OwlRulesPage() {
  return <RuleListPage />;
}
