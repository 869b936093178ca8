// What the app sees of this feature: its declaration (app/features.ts lists it).
export { fcaFeature } from './fcaFeature';
