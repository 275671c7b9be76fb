import type { FastifyBaseLogger } from 'fastify';
import { coalescedRuns } from '../db/coalesced-runs';
import type { Database } from '../db/client';
import {
  claimNextJob,
  finishJob,
  releaseJob,
  reportJob,
  type JobKind,
  type JobProgress,
  type JobRow,
} from './jobs-repository';

/** The backstop: a job asked of another process, or left by one that died, starts within this. */
const POLL_MS = 5_000;
/**
 * A claim outlives any one step of a job (a provider call is bounded well within it) and is
 * renewed after each, so only a dead process's claim lapses.
 */
const CLAIM_MS = 2 * 60_000;

/** What a job's work is given: where to report, and a signal that the process is closing. */
export interface JobRun {
  /** Records how far it has got, and renews the claim. */
  report(progress: JobProgress): Promise<void>;
  /** Aborted when the process closes: stop at the next step; the job is taken up again. */
  signal: AbortSignal;
}

/** Does a job's work, reporting as it goes; answers its last progress, or null when it stopped. */
export type JobHandler = (job: JobRow, run: JobRun) => Promise<JobProgress | null>;

export interface JobWorker {
  /** Runs what waits now; call it once the transaction that asked for a job has committed. */
  nudge(): Promise<void>;
  handle(kind: JobKind, handler: JobHandler): void;
  start(): void;
  /** Stops at the current job's next step and gives that job back for another process. */
  stop(): Promise<void>;
}

const until = () => new Date(Date.now() + CLAIM_MS);

/** The message a run records when its work failed in a way it did not foresee. */
export const JOB_STOPPED = 'The run stopped on an error. Run it again to finish.';

export function createJobWorker(options: { db: Database; log: FastifyBaseLogger }): JobWorker {
  const { db, log } = options;
  const handlers = new Map<JobKind, JobHandler>();
  const closing = new AbortController();
  let timer: NodeJS.Timeout | undefined;

  async function work(job: JobRow) {
    const handler = handlers.get(job.kind);
    if (!handler) throw new Error(`no handler for ${job.kind} jobs`);
    let last: JobProgress = { total: job.total, done: job.done, failures: job.failures };
    const run: JobRun = {
      signal: closing.signal,
      report: async (progress) => {
        last = { ...progress, failures: [...progress.failures] };
        await reportJob(db, job.id, last, until());
      },
    };
    try {
      const finished = await handler(job, run);
      if (finished) await finishJob(db, job.id, finished);
      else await releaseJob(db, job.id);
    } catch (error) {
      log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      await finishJob(db, job.id, {
        ...last,
        failures: [...last.failures, { label: 'The run', message: JOB_STOPPED }],
      });
    }
  }

  async function pass() {
    try {
      while (!closing.signal.aborted) {
        const job = await claimNextJob(db, new Date(), until());
        if (!job) return;
        await work(job);
      }
    } catch (error) {
      // The database is away: the job's claim lapses and the next poll takes it up again.
      log.error({ err: error }, 'job pass failed');
    }
  }

  const passes = coalescedRuns(pass);

  return {
    nudge: () => (closing.signal.aborted ? Promise.resolve() : passes.request()),
    handle: (kind, handler) => void handlers.set(kind, handler),
    start() {
      if (timer || closing.signal.aborted) return;
      timer = setInterval(() => void passes.request(), POLL_MS);
      timer.unref();
      void passes.request();
    },
    async stop() {
      closing.abort();
      clearInterval(timer);
      await passes.running;
    },
  };
}
