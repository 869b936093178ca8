import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { useCanOpen } from '../../shell/guard/shellAccess';
import { sectionMenu, visibleMenu } from '../../shell/menu/menuSections';
import { RecentLinksPanel } from '../../shell/recentLinks/RecentLinksPanel';
import { Icon } from '../../shell/menu/icons';
import { SectionCards } from './SectionCards';

/** The user menu at '/': a greeting, the recent links and the sections the user may open. */
export default function HomePage() {
  const { t } = useTranslation();
  const allowed = useCanOpen();
  const { user } = useSnapshot(shellState);
  const groups = useMemo(() => visibleMenu(sectionMenu(), allowed), [allowed]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4 md:p-6" data-testid="home-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900" data-testid="home-greeting">
            {user?.name ? t('home.greeting', { name: user.name }) : t('home.greetingAnonymous')}
          </h1>
          <p className="text-sm text-gray-600">{t('home.intro')}</p>
        </div>
        <nav className="flex gap-2 text-sm">
          {allowed('/dashboard') && (
            <Link to="/dashboard" className="flex items-center gap-1.5 rounded border border-gray-300 bg-white px-3 py-1.5 hover:border-primary hover:text-primary">
              <Icon name="chart" size={16} />
              {t('home.dashboard')}
            </Link>
          )}
          {allowed('/user_profile') && (
            <Link to="/user_profile" className="flex items-center gap-1.5 rounded border border-gray-300 bg-white px-3 py-1.5 hover:border-primary hover:text-primary">
              <Icon name="users" size={16} />
              {t('home.profile')}
            </Link>
          )}
        </nav>
      </header>
      <div className="grid items-start gap-4 md:grid-cols-[minmax(240px,1fr)_3fr]">
        {user?.isAuthenticated && <RecentLinksPanel />}
        <SectionCards groups={groups} />
      </div>
    </div>
  );
}
