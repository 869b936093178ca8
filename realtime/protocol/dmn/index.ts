export * from './decisions';
export * from './evaluation';
export * from './runs';
