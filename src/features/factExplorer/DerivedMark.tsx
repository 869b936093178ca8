import { useTranslation } from 'react-i18next';
import type { FactDerivation } from '../../../realtime/protocol/factExplorer';

/** Says a class or value is derived, not stated: by which rule, or by the reasoner. */
export function DerivedMark({ derived }: { derived: FactDerivation | undefined }) {
  const { t } = useTranslation();
  if (!derived) return null;
  const text = derived.by === 'rule' ? t('factExplorer.derived.rule', { rule: derived.rule ?? '' }) : t('factExplorer.derived.reasoner');
  return (
    <span className="ml-1 rounded-full border border-violet-300 bg-violet-50 px-1.5 text-xs italic text-violet-800" title={t('factExplorer.derived.hint')} data-testid="fact-derived">
      {text}
    </span>
  );
}
