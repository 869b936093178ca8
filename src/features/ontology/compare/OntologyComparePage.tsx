import { useTranslation } from 'react-i18next';
import PendingSectionPage from '../../../shell/pages/PendingSectionPage';

// placeholder until this screen is built
export default function OntologyComparePage() {
  const { t } = useTranslation();
  return <PendingSectionPage title={t('routes.ontology_compare')} />;
}
