export { PERIODIC_JOBS, startScheduler, type PeriodicJob } from './scheduler';
