// What the rest of the API may use of jobs/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { type JobHandler } from './job-worker';
export { jobsPlugin } from './jobs-plugin';
export { type JobProgress, type JobRow, latestJob, requestJob } from './jobs-repository';
