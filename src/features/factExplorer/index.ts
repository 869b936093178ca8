// The fact explorer is a screen of its own: it offers nothing to other features, only its declaration to the app.
export { factExplorerFeature } from './factExplorerFeature';
