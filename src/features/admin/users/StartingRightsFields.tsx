import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { useLoad } from '../../../components/useLoad';
import { byProp, captionOf, ontologyClient } from '../../ontology';
import { captionLanguage } from '../api/captionLanguage';
import { listRoles } from '../api/roleListing';
import { ChoiceChecklist } from '../ui/ChoiceChecklist';
import { LoadState } from '../ui/LoadState';
import { getNewUserRoles } from './usersApi';

const MAPS_OFFERED = 500;

type Props = {
  roleIds: string[] | null;
  editorMapIds: string[];
  onRoles: (ids: string[]) => void;
  onMaps: (ids: string[]) => void;
};

/**
 * What a new user starts with: global roles (the active ones; those set for every new account
 * ticked in advance) and the ontology maps they may edit (editor assignments, made with the account).
 */
export function StartingRightsFields({ roleIds, editorMapIds, onRoles, onMaps }: Props) {
  const { t, i18n } = useTranslation();
  const language = captionLanguage(i18n.language);
  const roles = useLoad(async () => (await listRoles(false)).filter((r) => !r.not_active), []);
  const defaults = useLoad(getNewUserRoles, []);
  const maps = useLoad(async () => (await ontologyClient.read({ of: 'map', fields: [META_PROP.label], sort: byProp('name'), limit: MAPS_OFFERED })).entities, []);

  // the defaults tick themselves once, when they arrive; the admin's changes are not overwritten
  const loadedDefaults = defaults.data?.roleIds;
  useEffect(() => {
    if (roleIds === null && loadedDefaults) onRoles([...loadedDefaults]);
  }, [roleIds, loadedDefaults, onRoles]);

  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {roles.data && roleIds !== null ? (
        <ChoiceChecklist
          label={t('admin.users.startRoles')}
          hint={t('admin.users.startRolesHint')}
          choices={roles.data.map((r) => ({ id: r.id, label: r.name }))}
          value={roleIds}
          onChange={onRoles}
          empty={t('admin.users.noRoles')}
          chosenFirst
          testId="user-start-roles"
        />
      ) : (
        <LoadState loading={!roles.error && !defaults.error} error={roles.error ?? defaults.error} onRetry={() => (roles.reload(), defaults.reload())} />
      )}
      {maps.data ? (
        <ChoiceChecklist
          label={t('admin.users.editorMaps')}
          hint={t('admin.users.editorMapsHint')}
          choices={maps.data.map((m) => ({ id: m.id, label: captionOf(m, language) }))}
          value={editorMapIds}
          onChange={onMaps}
          empty={t('admin.users.noMaps')}
          testId="user-editor-maps"
        />
      ) : (
        <LoadState loading={!maps.error} error={maps.error} onRetry={maps.reload} />
      )}
    </div>
  );
}
