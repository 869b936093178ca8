import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { OntologyNetworkProps } from './networkProps';

// vis-network is large: it is fetched only by screens that draw a graph, when they draw it
const OntologyNetwork = lazy(() => import('./OntologyNetwork'));

/** The ontology graph, loaded on demand. */
export function NetworkView(props: OntologyNetworkProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="p-4 text-sm text-gray-500">{t('maps.network.loading')}</p>}>
      <OntologyNetwork {...props} />
    </Suspense>
  );
}
