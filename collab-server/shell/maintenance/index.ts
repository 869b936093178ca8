export { maintenanceArea } from './maintenanceArea';
