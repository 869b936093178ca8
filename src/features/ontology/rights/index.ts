// Edit rights in the browser: what the signed-in user may change, and the sharing of a map.
export { useEditRights, type EditRightsView } from './useEditRights';
export { ReadOnlyNotice } from './ReadOnlyNotice';
export { MapSharingPanel } from './MapSharingPanel';
export { refreshEditRights } from './editRightsStore';
export { useRightsChanged } from './useRightsChanged';
