export { checkBackendStatus, registerServiceCheck } from './backendStatus';
export { deploymentId } from './deploymentId';
