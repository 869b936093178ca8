import { SharingDialog } from '../../../components/SharingDialog';
import { loadSharing, saveSharing } from '../api/fcaApi';

/** Who reads the analysis: holders of chosen roles and chosen people; a person may be let change it too. */
export function ShareDialog({ entryId, onClose }: { entryId: string; onClose: () => void }) {
  return <SharingDialog onClose={onClose} load={() => loadSharing(entryId)} save={(input) => saveSharing(entryId, input)} keys="fca.share" testIds="fca-share" />;
}
