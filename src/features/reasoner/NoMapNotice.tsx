import { useTranslation } from 'react-i18next';
import { Problem } from '../../components/Problem';
import type { MapsState } from './useMapChoice';

/** What a reasoner screen says instead of inferences when there is no map to draw them from. */
export function NoMapNotice({ mapsState, mapCount }: { mapsState: MapsState; mapCount: number }) {
  const { t } = useTranslation();
  if (mapsState === 'failed') return <Problem text={t('reasoner.mapsFailed')} />;
  if (mapsState === 'ready' && mapCount === 0)
    return (
      <p className="text-sm text-gray-600" data-testid="reasoner-no-maps">
        {t('reasoner.noMaps')}
      </p>
    );
  return null;
}
