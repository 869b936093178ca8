import { useTranslation } from 'react-i18next';
import { useEditRights } from './useEditRights';

type Props = {
  /** On a map's page: says so when the user does not edit this map. */
  mapId?: string;
  /** On an entity's page: the entity is read only for this user (its rows said so). */
  entityReadOnly?: boolean;
};

/**
 * Says why a screen offers no editing: the user edits nothing at all, edits some maps only (on a
 * list, which), or not this map or this entity. Nothing when the user may change what is shown.
 */
export function ReadOnlyNotice({ mapId, entityReadOnly }: Props) {
  const { t } = useTranslation();
  const { rights, maySomething, mayAll, mayEditMap } = useEditRights();
  if (!rights || mayAll) return null;
  let text: string | null = null;
  if (!maySomething) text = t('rights.readOnly.nothing');
  else if (mapId !== undefined) text = mayEditMap(mapId) ? null : t('rights.readOnly.map');
  else if (entityReadOnly !== undefined) text = entityReadOnly ? t('rights.readOnly.entity') : null;
  else text = t('rights.readOnly.someMaps', { maps: rights.maps.map((m) => `«${m.name}»`).join(', ') });
  if (!text) return null;
  return (
    <div role="note" data-testid="read-only-notice" className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <span className="font-medium">{t('rights.readOnly.title')}.</span> {text}
    </div>
  );
}
