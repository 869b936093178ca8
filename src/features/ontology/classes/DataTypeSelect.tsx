import { useTranslation } from 'react-i18next';
import { DATA_TYPES } from '../../../../realtime/protocol/metaModel';
import { dataTypeName } from '../shared/typeNames';

/** The value type of a scalar property, picked by its name in the interface language. */
export function DataTypeSelect({ value, onChange, className, testId }: { value: string; onChange: (type: string) => void; className: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <select className={className} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
      {DATA_TYPES.map((type) => (
        <option key={type} value={type}>
          {dataTypeName(t, type)}
        </option>
      ))}
    </select>
  );
}
