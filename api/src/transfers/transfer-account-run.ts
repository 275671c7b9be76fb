import { mayDo, type TransferAccountRun } from '@fees/shared-data/core';
import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../jobs';
import type { JobProgress, JobRow } from '../jobs';
import { HttpError } from '../plugins/errors';
import { findMember } from '../schools';
import { familyHolder, giveTransferAccount, loneStudentHolder } from './give-transfer-account';
import { listAccountHolders } from './transfer-accounts-repository';

/** Why a run stops before the end: whoever asked for it may no longer give accounts. */
export const RUN_ASKER_GONE =
  "Whoever asked for this run is no longer the school's owner or bursar; ask again to go on.";

/** A run as the school's owner and bursar read it. */
export function runRecord(job: JobRow): TransferAccountRun {
  return {
    state: job.state,
    total: job.total,
    done: job.done,
    failed: job.failures,
    requestedAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Gives every family and every student in no family a transfer account, one after another, so
 * the provider is asked at its own pace (docs/transfers.md#giving-every-family-one). One that has
 * an account costs no call; one that fails is reported and the rest go on. Each is given in the
 * asker's name and only while the asker may still give accounts.
 */
export function transferAccountRun(app: FastifyInstance): JobHandler {
  return async (job, run) => {
    const holders = await listAccountHolders(app.db, job.schoolId);
    const everyone = [
      ...holders.families.map((family) => ({ holder: familyHolder(family), ...family })),
      ...holders.students.map((student) => ({ holder: loneStudentHolder(student), ...student })),
    ];
    const progress: JobProgress = { total: everyone.length, done: 0, failures: [] };
    await run.report(progress);
    for (const { holder, given } of everyone) {
      if (run.signal.aborted) return null;
      if (!given) {
        const asker = await findMember(app.db, job.schoolId, job.requestedBy);
        if (!asker || !mayDo(asker.role, 'giveTransferAccounts')) {
          progress.failures.push({ label: 'The run', message: RUN_ASKER_GONE });
          return progress;
        }
        try {
          // The role is read again under the school's lock, as for the asker's own request.
          const grant = { schoolId: job.schoolId, action: 'giveTransferAccounts' as const };
          const kept = await giveTransferAccount(app, app, { user: asker.user, grant }, holder);
          if (!kept) throw new HttpError(403, RUN_ASKER_GONE);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          progress.failures.push({ label: holder.label, message: error.message });
        }
      }
      progress.done += 1;
      // One that had its account cost nothing: progress is written after each provider call.
      if (!given) await run.report(progress);
    }
    return progress;
  };
}
