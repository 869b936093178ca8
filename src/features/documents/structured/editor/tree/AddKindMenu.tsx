import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { ElementKind } from '../../../../../../model/documents/elementModel';

type Props = { label: string; kinds: ElementKind[]; onPick: (kind: ElementKind) => void; testId: string; disabled?: boolean };

/** "Add inside ▾" / "Add after ▾": the kinds the container rules allow there. */
export function AddKindMenu({ label, kinds, onPick, testId, disabled = false }: Props) {
  const { t } = useTranslation();
  const off = disabled || kinds.length === 0;
  return (
    <Menu>
      <MenuButton
        disabled={off}
        className="inline-flex h-7 items-center gap-1 rounded border border-gray-300 bg-white px-2 text-xs text-gray-800 hover:bg-gray-50 disabled:opacity-40 data-open:bg-gray-100"
        data-testid={testId}
      >
        {label} ▾
      </MenuButton>
      <MenuItems anchor="bottom start" className="z-40 max-h-80 min-w-48 overflow-y-auto rounded border border-gray-200 bg-white py-1 text-sm shadow-lg focus:outline-none">
        {kinds.map((kind) => (
          <MenuItem key={kind}>
            <button type="button" onClick={() => onPick(kind)} className="block w-full px-3 py-1.5 text-left text-gray-800 data-focus:bg-gray-100" data-testid={`${testId}-${kind}`}>
              {t(`sdocEditor.kinds.${kind}`)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
