import { useTranslation } from 'react-i18next';
import { HomeButton, ServicePageFrame } from './ServicePageFrame';

export type PendingSectionPageProps = {
  /** The section's name, already in the user's language. */
  title: string;
};

/** Stands in for a screen a later release brings, so every route of the table opens something. */
export default function PendingSectionPage({ title }: PendingSectionPageProps) {
  const { t } = useTranslation();
  return (
    <ServicePageFrame testId="pending-page" icon="clock" title={title}>
      <p className="text-gray-700">{t('pages.pending.explanation', { title })}</p>
      <HomeButton />
    </ServicePageFrame>
  );
}
