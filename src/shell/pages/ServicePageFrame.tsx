import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../components/buttonClasses';
import { Icon } from '../menu/icons';
import type { IconName } from '../menu/iconPaths';

type ServicePageFrameProps = { testId: string; icon: IconName; title: string; children: ReactNode; fullScreen?: boolean };

/** The centred card every service page shows; full screen on the empty layout, where no chrome surrounds it. */
export function ServicePageFrame({ testId, icon, title, children, fullScreen = false }: ServicePageFrameProps) {
  return (
    <div className={`flex justify-center p-6 ${fullScreen ? 'min-h-screen items-center' : 'pt-16'}`} data-testid={testId}>
      <section className="flex w-full max-w-xl flex-col gap-4 rounded-xl bg-white p-8 shadow-md">
        <div className="flex items-center gap-3 text-primary">
          <Icon name={icon} size={32} />
          <h1 className="text-xl font-semibold">{title}</h1>
        </div>
        {children}
      </section>
    </div>
  );
}


/** The way back from a service page: to the home page. */
export function HomeButton() {
  const { t } = useTranslation();
  return (
    <div>
      <Link to="/" className={`inline-block ${primaryButton}`}>
        {t('pages.home')}
      </Link>
    </div>
  );
}
