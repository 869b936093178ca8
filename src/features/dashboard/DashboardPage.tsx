import { useTranslation } from 'react-i18next';
import { useCanOpen } from '../../shell/guard/shellAccess';
import { RecentLinksPanel } from '../../shell/recentLinks/RecentLinksPanel';
import { NotificationsWidget } from './NotificationsWidget';
import { BackendStatusWidget } from './BackendStatusWidget';
import { OntologyCountsWidget } from './OntologyCountsWidget';
import { TagsWidget } from './TagsWidget';

/** /dashboard: the user's recent objects, notifications, the platform's state, the ontology's size and tags. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4 md:p-6" data-testid="dashboard-page">
      <h1 className="text-2xl font-semibold text-gray-900">{t('dashboard.title')}</h1>
      {/* columns rather than a grid: cards of different heights stack without holes between them */}
      <div className="gap-4 md:columns-2 xl:columns-3 [&>*]:mb-4 [&>*]:break-inside-avoid">
        <RecentLinksPanel limit={10} />
        <NotificationsWidget />
        <BackendStatusWidget />
        <OntologyCountsWidget canOpen={canOpen} />
        <TagsWidget />
      </div>
    </div>
  );
}
