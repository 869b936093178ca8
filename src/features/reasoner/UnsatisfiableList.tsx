import { useTranslation } from 'react-i18next';
import type { ReasonerAnswer } from '../../../realtime/protocol/reasoner';
import type { Explained } from './ExplanationDialog';

/** Classes equivalent to owl:Nothing, in red; each opens its explanation. */
export function UnsatisfiableList({ items, onExplain }: { items: ReasonerAnswer['unsatisfiable']; onExplain: (explained: Explained) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="flex flex-col gap-1 rounded border border-red-200 bg-white p-3" data-testid="reasoner-unsatisfiable">
      <h3 className="text-sm font-semibold text-red-700">{t('reasoner.unsatisfiable.title', { count: items.length })}</h3>
      <p className="text-xs text-gray-600">{t('reasoner.unsatisfiable.hint')}</p>
      <ul className="flex flex-wrap gap-2">
        {items.map((u) => (
          <li key={u.cls.iri}>
            <button
              type="button"
              className="rounded border border-red-300 bg-red-50 px-2 py-0.5 text-sm text-red-700 hover:bg-red-100"
              onClick={() => onExplain({ title: t('reasoner.explanation.unsatisfiable', { cls: u.cls.name }), because: u.because })}
            >
              {u.cls.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
