import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { CreateTag, Tag } from '../../../realtime/protocol/profile/tags';
import type { Role } from '../../../realtime/protocol/admin/roles';
import { errorText } from '../../api/errorText';
import { canChangeTag } from '../../../model/tagVisibility';
import { shellState } from '../../state/shellState';
import { showMessage } from '../../state/messageStore';
import { TagChip } from '../../shell/menu/TagChip';
import { DialogFrame } from '../../shell/dialogs/DialogFrame';
import { createTag, deleteTag, fetchRoles, reloadTags, updateTag } from './tagsApi';
import { TagForm } from './TagForm';
import { quietButton, dangerButton } from '../../components/buttonClasses';

const NEW_TAG: CreateTag = { name: '', color: '#3f6d62', roles: [], shared: false };

/** The user's tags: list, create, edit, delete; shared ones are offered to roles. */
export function TagsManager() {
  const { t } = useTranslation();
  const { tags, user } = useSnapshot(shellState);
  const [roles, setRoles] = useState<Role[]>([]);
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    reloadTags().catch((e: unknown) => showMessage({ kind: 'error', text: t('profile.tags.loadFailed', { error: errorText(e) }) }));
    fetchRoles()
      .then(setRoles)
      .catch((e: unknown) => console.error('Could not load the roles for tags', e));
  }, [t]);

  async function save(tag: CreateTag) {
    setSaving(true);
    try {
      if (editing === 'new') await createTag(tag);
      else if (editing) await updateTag(editing, tag);
      await reloadTags();
      setEditing(null);
      showMessage({ kind: 'success', text: t('profile.tags.saved') });
    } catch (e) {
      showMessage({ kind: 'error', text: t('profile.tags.saveFailed', { error: errorText(e) }) });
    } finally {
      setSaving(false);
    }
  }

  async function remove(tag: Tag) {
    setSaving(true);
    try {
      await deleteTag(tag.id);
      await reloadTags();
      setDeleting(null);
    } catch (e) {
      showMessage({ kind: 'error', text: t('profile.tags.deleteFailed', { error: errorText(e) }) });
    } finally {
      setSaving(false);
    }
  }

  const roleNames = (ids: readonly string[]) => ids.map((id) => roles.find((r) => r.id === id)?.name ?? id).join(', ');
  const editedTag = tags.find((tag) => tag.id === editing);

  return (
    <div className="flex flex-col gap-3" data-testid="tags-manager">
      <ul className="flex flex-col divide-y divide-gray-100">
        {tags.length === 0 && <li className="py-2 text-sm text-gray-500">{t('profile.tags.none')}</li>}
        {tags.map((tag) => (
          <li key={tag.id} className="flex flex-wrap items-center gap-2 py-2" data-testid="tag-row">
            <TagChip name={tag.name} color={tag.color} />
            <span className="flex-1 text-xs text-gray-500">
              {tag.shared ? t('profile.tags.sharedWith', { roles: roleNames(tag.roles) || t('profile.tags.noRoles') }) : t('profile.tags.private')}
              {tag.author !== user?.id && ` · ${t('profile.tags.author', { name: tag.authorName })}`}
            </span>
            {user && canChangeTag(tag, { userId: user.id, isAdmin: user.isAdmin }) && (
              <>
                <button type="button" className="rounded px-2 py-1 text-xs text-primary hover:bg-primary-light" onClick={() => setEditing(tag.id)}>
                  {t('profile.tags.edit')}
                </button>
                <button type="button" className="rounded px-2 py-1 text-xs text-red-700 hover:bg-red-50" onClick={() => setDeleting(tag as Tag)}>
                  {t('profile.tags.delete')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing ? (
        <TagForm
          key={editing}
          initial={editedTag ? { name: editedTag.name, color: editedTag.color, roles: [...editedTag.roles], shared: editedTag.shared } : NEW_TAG}
          roles={roles}
          saving={saving}
          onSave={(tag) => void save(tag)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div>
          <button type="button" className="rounded border border-primary px-3 py-1.5 text-sm text-primary hover:bg-primary-light" onClick={() => setEditing('new')} data-testid="tag-new">
            {t('profile.tags.new')}
          </button>
        </div>
      )}
      <DialogFrame
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('profile.tags.deleteTitle')}
        testId="tag-delete-dialog"
        actions={
          <>
            <button type="button" className={quietButton} onClick={() => setDeleting(null)}>
              {t('profile.cancel')}
            </button>
            <button type="button" className={dangerButton} disabled={saving} onClick={() => deleting && void remove(deleting)}>
              {t('profile.tags.delete')}
            </button>
          </>
        }
      >
        <p className="text-sm">{t('profile.tags.deleteQuestion', { name: deleting?.name ?? '' })}</p>
      </DialogFrame>
    </div>
  );
}
