import { useTranslation } from 'react-i18next';
import { isKnownStatus, statusColor } from './docStatus';

/** A document's status as a coloured badge; nothing for no status. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <span className={`rounded px-2 py-0.5 text-xs whitespace-nowrap ${statusColor(status)}`} data-testid="doc-status">
      {isKnownStatus(status) ? t(`simpleDocs.status.${status}`) : status}
    </span>
  );
}

/** Marks what visitors can see without signing in. */
export function PublicBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation();
  if (!isPublic) return null;
  return <span className="rounded bg-primary-light px-2 py-0.5 text-xs whitespace-nowrap text-primary-dark">{t('simpleDocs.public')}</span>;
}
