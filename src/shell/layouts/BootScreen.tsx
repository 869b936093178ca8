import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';

/** While the guard decides (and while a page's code loads): the logo above a quiet line. */
export function BootScreen({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={inline ? 'flex items-center gap-3 p-8 text-slate-500' : 'flex min-h-screen flex-col items-center justify-center gap-4 text-slate-500'} data-testid="boot-screen">
      {!inline && <Logo size={48} />}
      <span>{t(inline ? 'shell.loadingPage' : 'session.loading')}</span>
    </div>
  );
}
