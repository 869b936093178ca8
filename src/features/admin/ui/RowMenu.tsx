import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';

type RowAction = { label: string; onClick: () => void; danger?: boolean; hidden?: boolean };

/** The less frequent actions of a table row, behind a "⋯" button so rows stay one line. */
export function RowMenu({ actions }: { actions: RowAction[] }) {
  const { t } = useTranslation();
  return (
    <Menu>
      <MenuButton aria-label={t('admin.common.actions')} className="rounded px-2 py-0.5 text-gray-600 hover:bg-gray-100 data-open:bg-gray-100">
        ⋯
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-40 min-w-44 rounded border border-gray-200 bg-white py-1 text-sm shadow-lg focus:outline-none">
        {actions
          .filter((a) => !a.hidden)
          .map((action) => (
            <MenuItem key={action.label}>
              <button
                type="button"
                onClick={action.onClick}
                className={`block w-full px-3 py-1.5 text-left data-focus:bg-gray-100 ${action.danger ? 'text-red-700' : 'text-gray-800'}`}
              >
                {action.label}
              </button>
            </MenuItem>
          ))}
      </MenuItems>
    </Menu>
  );
}
