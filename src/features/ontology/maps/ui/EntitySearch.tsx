import { PickBox, type Pickable } from '../../../../components/PickBox';
import { inputClass } from './mapsUi';

type Props = {
  /** Finds candidates for the typed text (local or through the data API). */
  search: (text: string) => Promise<Pickable[]> | Pickable[];
  onPick: (found: Pickable) => void;
  placeholder: string;
  testId?: string;
  /** Debounce of server searches, ms. */
  delay?: number;
  width?: string;
};

/** The maps' search box: the shared pick box in the maps' input style. */
export function EntitySearch({ width = 'w-64', delay = 250, ...props }: Props) {
  return <PickBox {...props} delay={delay} className={width} inputClassName={`${inputClass} w-full`} />;
}
