import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inputClass } from './styles';

export type PickedEntity = { id: string; name: string };

type Props = {
  /** Finds candidates for the typed text (the caller decides the class and the caption). */
  search: (text: string) => Promise<PickedEntity[]>;
  onPick: (entity: PickedEntity) => void;
  placeholder: string;
  /** Ids not to offer (already chosen). */
  exclude?: readonly string[];
  testId?: string;
};

const DEBOUNCE_MS = 300;

/** A search box that offers matching entities as the user types; choosing one calls onPick and clears it. */
export function EntityPicker({ search, onPick, placeholder, exclude = [], testId }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [found, setFound] = useState<PickedEntity[] | null>(null);
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (!text.trim()) {
      setFound(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      search(text.trim()).then(
        (list) => current && (setFound(list), setActive(0)),
        () => current && setFound([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, search]);
  const offered = (found ?? []).filter((e) => !exclude.includes(e.id));
  const pick = (entity: PickedEntity) => {
    onPick(entity);
    setText('');
    setFound(null);
  };
  return (
    <div className="relative">
      <input
        className={inputClass}
        value={text}
        placeholder={placeholder}
        data-testid={testId}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, offered.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (e.key === 'Enter' && offered[active]) {
            e.preventDefault();
            pick(offered[active]);
          } else if (e.key === 'Escape') setText('');
        }}
      />
      {found && (
        <ul role="listbox" className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded border border-gray-200 bg-white text-sm shadow-lg">
          {offered.length === 0 && <li className="px-2 py-1 text-gray-500">{t('classes.common.noMatches')}</li>}
          {offered.map((entity, n) => (
            <li
              key={entity.id}
              role="option"
              aria-selected={n === active}
              className={`cursor-pointer px-2 py-1 ${n === active ? 'bg-primary-light' : 'hover:bg-gray-50'}`}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(entity);
              }}
            >
              {entity.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Chosen entities as removable chips. */
export function EntityChips({ items, onRemove, linkTo }: { items: readonly PickedEntity[]; onRemove?: (id: string) => void; linkTo?: (id: string) => string }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {items.map((item) => (
        <li key={item.id} className="inline-flex items-center gap-1 rounded bg-gray-100 px-2 py-0.5 text-sm">
          {linkTo ? (
            <Link className="text-primary hover:underline" to={linkTo(item.id)}>
              {item.name}
            </Link>
          ) : (
            item.name
          )}
          {onRemove && (
            <button type="button" className="text-gray-500 hover:text-red-700" aria-label={`${t('classes.common.remove')} ${item.name}`} onClick={() => onRemove(item.id)}>
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
