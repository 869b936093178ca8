export { dashboardArea } from './dashboardArea';
