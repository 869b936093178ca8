export { dashboardArea } from './dashboardArea';
export { sendNotifications } from './notifications';
