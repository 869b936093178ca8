// The data API's acts over HTTP (get_data, get_form, set_data, deferred requests, files, meta):
// other areas' acts plug in as providers (ServerArea.dataProviders).
export { dataApiArea } from './dataApiArea';
export { registerDataProvider } from './dataProviders';
export { clearCommandCache } from './resultCache';
export { contentDisposition } from './contentDisposition';
