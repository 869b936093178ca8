import { useTranslation } from 'react-i18next';
import PendingSectionPage from '../../../shell/pages/PendingSectionPage';

// placeholder until this screen is built
export default function PublicOntologyDocPage() {
  const { t } = useTranslation();
  return <PendingSectionPage title={t('routes.public_ontology_doc')} />;
}
