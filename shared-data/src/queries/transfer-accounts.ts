import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { TransferAccountHolder } from '../sources/data-source';
import { getSource } from '../sources/get-source';
import { LIMITS } from '../constants/limits';
import { errorMessage } from '../sources/data-errors';
import { invalidate } from './invalidate';
import { transferAccountKeys } from './query-keys';

/** The account a family or student pays by transfer into; null while none was given. */
export function transferAccountQueryOptions(holder: TransferAccountHolder) {
  return queryOptions({
    queryKey: transferAccountKeys.of(holder),
    queryFn: () => getSource().getTransferAccount(holder),
  });
}

export function giveTransferAccountMutationOptions(holder: TransferAccountHolder) {
  return mutationOptions({
    mutationFn: () => getSource().giveTransferAccount(holder),
    onSuccess: () => invalidate(transferAccountKeys.all),
  });
}

/** How giving every account goes: how many are done of how many, and who could not be given one. */
export interface GivingProgress {
  done: number;
  total: number;
  failed: { label: string; message: string }[];
}

/** Every page of a list, read in the largest pages a list call takes. */
async function everyPage<T>(read: (offset: number) => Promise<{ items: T[]; total: number }>) {
  const items: T[] = [];
  for (;;) {
    const page = await read(items.length);
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}

/**
 * Gives a transfer account to every family of the school and every enrolled student in no family
 * (docs/transfers.md#giving-every-family-one), one after another, so the provider is asked at its
 * pace, reporting progress after each. One already given is answered as it is, so a run stopped
 * half-way is simply run again; one that fails is reported and the rest go on.
 */
export async function giveEveryTransferAccount(
  schoolId: string,
  onProgress: (progress: GivingProgress) => void,
): Promise<GivingProgress> {
  const source = getSource();
  const limit = LIMITS.pageSizeMax;
  const families = await everyPage((offset) => source.listFamilies(schoolId, { limit, offset }));
  const students = await everyPage((offset) =>
    source.list('students', { filter: { schoolId, enrolment: 'enrolled' }, limit, offset }),
  );
  const holders = [
    ...families.map((family) => ({
      holder: { holder: 'families' as const, id: family._id },
      label: family.name,
    })),
    ...students
      .filter((student) => !student.familyId)
      .map((student) => ({
        holder: { holder: 'students' as const, id: student._id },
        label: student.fullname,
      })),
  ];
  const progress: GivingProgress = { done: 0, total: holders.length, failed: [] };
  onProgress({ ...progress });
  for (const { holder, label } of holders) {
    try {
      await source.giveTransferAccount(holder);
    } catch (error) {
      progress.failed.push({ label, message: errorMessage(error) });
    }
    progress.done += 1;
    onProgress({ ...progress, failed: [...progress.failed] });
  }
  await invalidate(transferAccountKeys.all);
  return progress;
}
