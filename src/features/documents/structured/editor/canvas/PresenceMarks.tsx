import { useEditorContext } from '../EditorContext';
import { useDerivedKey } from '../live/selectionStore';

/** The names of the others typing in this element, in their caret colours. */
export function PresenceMarks({ innerId }: { innerId: string }) {
  const { presence } = useEditorContext();
  // a string key: the marks re-render only when someone enters or leaves this element
  const key = useDerivedKey(presence, (users) =>
    users
      .filter((u) => u.elementId === innerId)
      .map((u) => `${u.color}\t${u.name}`)
      .join('\n'),
  );
  if (!key) return null;
  return (
    <div className="pointer-events-none absolute -top-2.5 right-1 z-10 flex gap-1" data-testid={`presence-in-${innerId}`}>
      {key.split('\n').map((line) => {
        const [color, name] = line.split('\t');
        return (
          <span key={line} className="rounded px-1 text-[11px] font-medium leading-4 text-white" style={{ backgroundColor: color }}>
            {name}
          </span>
        );
      })}
    </div>
  );
}
