import { SharingDialog } from '../../components/SharingDialog';
import { loadSharing, saveSharing } from './reportsApi';

/** Who reads the report: holders of chosen roles and chosen people; a person may be let change it too. */
export function ShareReportDialog({ reportId, onClose }: { reportId: string; onClose: () => void }) {
  return <SharingDialog onClose={onClose} load={() => loadSharing(reportId)} save={(input) => saveSharing(reportId, input)} keys="reports.share" testIds="report-share" />;
}
