// Quick launch (Ctrl+O): areas add their objects by registering a source (ServerArea.quickLaunch).
export { quickLaunchArea } from './quickLaunchArea';
export { registerQuickLaunchSource } from './quickLaunchSources';
export { authoredMatches } from './authoredMatches';
