import { useTranslation } from 'react-i18next';
import { useEditRights } from './useEditRights';
import { readOnlyReason, type ReadOnlyPlace } from './readOnlyReason';

/**
 * Says why a screen offers no editing (readOnlyReason): on a map's page (`mapId`), on an entity's
 * page (`entityReadOnly`: its rows said so) or on a list. Nothing when the user may change what is shown.
 */
export function ReadOnlyNotice(place: ReadOnlyPlace) {
  const { t } = useTranslation();
  const { rights } = useEditRights();
  const reason = readOnlyReason(rights, place);
  if (!reason) return null;
  return (
    <div role="note" data-testid="read-only-notice" className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <span className="font-medium">{t('rights.readOnly.title')}.</span> {t(`rights.readOnly.${reason.key}`, reason.values)}
    </div>
  );
}
