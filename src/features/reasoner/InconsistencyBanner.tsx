import { useTranslation } from 'react-i18next';
import { AxiomList } from './AxiomList';

/** Shown while the ontology is inconsistent: the edit was kept, and this says why nothing adds up. */
export function InconsistencyBanner({ because, axioms }: { because: readonly string[]; axioms: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  return (
    <section role="alert" className="flex flex-col gap-2 rounded border border-red-300 bg-red-50 p-3" data-testid="reasoner-inconsistent">
      <h3 className="text-sm font-semibold text-red-800">{t('reasoner.inconsistent.title')}</h3>
      <p className="text-sm text-red-800">{t('reasoner.inconsistent.text')}</p>
      <AxiomList ids={because} axioms={axioms} tone="danger" />
    </section>
  );
}
