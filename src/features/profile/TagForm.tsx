import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { CreateTag } from '../../../realtime/protocol/profile/tags';
import type { Role } from '../../../realtime/protocol/admin/roles';
import { TagChip } from '../../shell/menu/TagChip';
import { dialogInput } from '../../shell/dialogs/DialogFrame';
import { primaryButton, quietButton } from '../../components/buttonClasses';

type TagFormProps = {
  initial: CreateTag;
  roles: readonly Role[];
  saving: boolean;
  onSave: (tag: CreateTag) => void;
  onCancel: () => void;
};

/** Name, colour and visibility of a tag; a shared tag is offered to the chosen roles' holders. */
export function TagForm({ initial, roles, saving, onSave, onCancel }: TagFormProps) {
  const { t } = useTranslation();
  const [tag, setTag] = useState<CreateTag>(initial);
  const roleName = (id: string) => roles.find((r) => r.id === id)?.name ?? id;
  const ready = tag.name.trim() !== '' && /^#[0-9a-fA-F]{6}$/.test(tag.color);

  return (
    <form
      className="flex flex-col gap-3 rounded border border-gray-200 bg-gray-50 p-3"
      data-testid="tag-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onSave({ ...tag, name: tag.name.trim(), roles: tag.shared ? tag.roles : [] });
      }}
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
          {t('profile.tags.name')}
          <input className={dialogInput} value={tag.name} maxLength={200} onChange={(e) => setTag({ ...tag, name: e.target.value })} data-testid="tag-name" autoFocus />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('profile.tags.color')}
          <input type="color" className="h-9 w-16 cursor-pointer rounded border border-gray-300" value={tag.color} onChange={(e) => setTag({ ...tag, color: e.target.value })} data-testid="tag-color" />
        </label>
        <TagChip name={tag.name || t('profile.tags.preview')} color={tag.color} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={tag.shared} onChange={(e) => setTag({ ...tag, shared: e.target.checked })} data-testid="tag-shared" />
        {t('profile.tags.shared')}
      </label>
      {tag.shared && (
        <div className="flex flex-col gap-1 text-sm">
          <span>{t('profile.tags.roles')}</span>
          <Listbox value={tag.roles} onChange={(ids: string[]) => setTag({ ...tag, roles: ids })} multiple>
            <div className="relative">
              <ListboxButton className={`${dialogInput} min-h-9 bg-white text-left`} data-testid="tag-roles">
                {tag.roles.length ? tag.roles.map(roleName).join(', ') : <span className="text-gray-500">{t('profile.tags.noRoles')}</span>}
              </ListboxButton>
              <ListboxOptions anchor="bottom start" className="z-50 max-h-60 w-(--button-width) overflow-auto rounded border border-gray-200 bg-white py-1 shadow-lg">
                {roles.map((role) => (
                  <ListboxOption key={role.id} value={role.id} className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm data-focus:bg-primary-light">
                    {({ selected }) => (
                      <>
                        <input type="checkbox" readOnly checked={selected} tabIndex={-1} />
                        <span>{role.name}</span>
                        <span className="text-xs text-gray-500">{role.code}</span>
                      </>
                    )}
                  </ListboxOption>
                ))}
              </ListboxOptions>
            </div>
          </Listbox>
          <span className="text-xs text-gray-500">{t('profile.tags.sharedHint')}</span>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={quietButton} onClick={onCancel}>
          {t('profile.cancel')}
        </button>
        <button type="submit" className={primaryButton} disabled={!ready || saving} data-testid="tag-save">
          {t('profile.save')}
        </button>
      </div>
    </form>
  );
}
