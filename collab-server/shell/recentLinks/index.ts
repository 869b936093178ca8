export { recentLinksArea } from './recentLinksArea';
