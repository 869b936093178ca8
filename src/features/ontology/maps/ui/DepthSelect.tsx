import { inputClass } from './mapsUi';

type Props = { label: string; value: number; onChange: (depth: number) => void; testId: string; depths?: readonly number[]; optionText?: (depth: number) => string };

/** How many steps a graph reaches from its centre, chosen from a short list. */
export function DepthSelect({ label, value, onChange, testId, depths = [1, 2, 3, 4, 5], optionText = String }: Props) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      {label}
      <select className={inputClass} value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid={testId}>
        {depths.map((d) => (
          <option key={d} value={d}>
            {optionText(d)}
          </option>
        ))}
      </select>
    </label>
  );
}
