import {
  formatDate,
  nextTermQueryOptions,
  termLabel,
  useSchoolClassrooms,
} from '@fees/shared-data';
import {
  defaultPromotions,
  EARLY_CLOSE_DAYS,
  openedAgo,
  termDaysRun,
  type Promotions,
  type School,
  type Term,
} from '@fees/shared-data/core';
import { LoadError, LoadingBox, Modal } from '@fees/shared-ui';
import { PasswordStep, usePasswordDialog } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './terms.module.css';

import { EarlyCloseCheck } from './early-close-check';
import { NextTermSummary } from './next-term-summary';
import { PromotionTable } from './promotion-table';
import { useStartNextTerm } from './use-start-next-term';

/**
 * 'Start next term' (docs/terms.md#next-term): how long the closing term has run, what the step
 * carries, the promotion table at a new session, then the admin password. A close before the
 * term's usual end needs a tick first. A refusal stays in the dialog with what was chosen.
 */
export function StartNextTermButton({ school, current }: { school: School; current?: Term }) {
  const [promotions, setPromotions] = useState<Promotions | null>(null);
  const [earlyTicked, setEarlyTicked] = useState(false);
  const [earlyMissing, setEarlyMissing] = useState(false);
  const start = useStartNextTerm();
  const dialog = usePasswordDialog(() => {
    setPromotions(null);
    setEarlyTicked(false);
    setEarlyMissing(false);
  });
  const preview = useQuery({ ...nextTermQueryOptions(school._id), enabled: dialog.open });
  const classrooms = useSchoolClassrooms(dialog.open ? school._id : undefined);
  const rooms = classrooms.data?.items ?? [];
  const chosen = promotions ?? defaultPromotions(school.level, rooms);

  const ready = preview.data && (!preview.data.startsSession || classrooms.data);
  const daysRun = current ? termDaysRun(current.openedAt) : null;
  const early = daysRun !== null && daysRun < EARLY_CLOSE_DAYS;
  const failed = preview.error ?? classrooms.error;
  return (
    <Modal
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      opener="Start next term"
      title={preview.data ? `Start ${termLabel(preview.data)}?` : 'Start next term?'}
      description="The current term closes and cannot be changed afterwards. What each student owes or has paid ahead is carried into the next term."
      dismissible={!start.isPending}
    >
      {failed ? (
        <LoadError what="the next term" error={failed} onRetry={() => void preview.refetch()} />
      ) : !ready ? (
        <LoadingBox />
      ) : (
        <>
          {current && daysRun !== null ? (
            <p className={styles.ran}>
              {`${termLabel(current)} ${openedAgo(daysRun)}, on ${formatDate(current.openedAt)}.`}
            </p>
          ) : null}
          {current && early ? (
            <EarlyCloseCheck
              term={termLabel(current)}
              ago={openedAgo(daysRun)}
              checked={earlyTicked}
              onChange={(ticked) => {
                setEarlyTicked(ticked);
                if (ticked) setEarlyMissing(false);
              }}
              missing={earlyMissing}
            />
          ) : null}
          <NextTermSummary
            preview={preview.data}
            promotions={preview.data.startsSession ? chosen : undefined}
          />
          {preview.data.startsSession ? (
            <PromotionTable
              classrooms={rooms}
              promotions={chosen}
              onChange={setPromotions}
              disabled={start.isPending}
            />
          ) : null}
          <PasswordStep
            problem={dialog.problem}
            busy={start.isPending}
            submitLabel="Start next term"
            onSubmit={async (password) => {
              if (early && !earlyTicked) {
                setEarlyMissing(true);
                return;
              }
              await dialog.confirm(() =>
                start.mutateAsync({
                  schoolId: school._id,
                  closing: preview.data!.closing,
                  promotions: preview.data?.startsSession ? chosen : undefined,
                  password,
                }),
              );
            }}
          />
        </>
      )}
    </Modal>
  );
}
