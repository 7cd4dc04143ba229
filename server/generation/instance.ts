// The generation queue is the process's one job queue (server/jobs): these names stay for the
// callers and tests that start it through generation.
export { jobQueue as generationQueue, setJobQueue as setGenerationQueue } from "../jobs";
