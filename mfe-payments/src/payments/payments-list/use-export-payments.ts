import {
  LIMITS,
  errorMessage,
  paymentsQueryOptions,
  termLabel,
  toCsv,
  type Payment,
} from '@fees/shared-data';
import {
  formatSchoolDateTime,
  PAYMENT_METHOD_LABELS,
  paymentDate,
  type Term,
} from '@fees/shared-data/core';
import { toastError } from '@fees/shared-ui';
import { downloadCsv } from '@fees/shared-ui/pages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentListParams, type PaymentListFilter } from './use-payments-list';

const HEADER = [
  'Student name',
  'Class',
  'Depositor name',
  'Depositor email',
  'Amount (NGN)',
  'Amount asked (NGN)',
  'Purpose',
  'Date',
  'Term',
  'Method',
  'Reference',
  'Bank or terminal reference',
  'Status',
  'Transaction number',
  'Recorded by',
  'Voided',
  'Voided by',
  'Void reason',
];

/** A payment's line; `terms` names its term (the school's terms by _id). */
function row(payment: Payment, terms: ReadonlyMap<string, string>) {
  return [
    payment.studentName,
    payment.studentClass,
    payment.depositorName,
    payment.email,
    payment.amount,
    payment.amountAsked,
    payment.purpose,
    paymentDate(payment),
    terms.get(payment.termId) ?? '',
    PAYMENT_METHOD_LABELS[payment.method],
    payment.referenceNo,
    payment.externalReference,
    payment.status,
    payment.transactionNo,
    payment.recordedBy,
    payment.voidedAt ? formatSchoolDateTime(payment.voidedAt) : '',
    payment.voidedBy,
    payment.voidReason,
  ];
}

/**
 * 'Export CSV': every payment of the filtered set, however few of them the table has loaded, with
 * what a short card charge was asked for and the term each counts in.
 */
export function useExportPayments(
  filter: PaymentListFilter,
  fileName: string,
  terms: readonly Term[],
) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const params = paymentListParams(filter);
      const payments: Payment[] = [];
      // Each page starts after the last payment of the one before, which stays quick however
      // many thousands come first.
      for (;;) {
        const after = payments.at(-1)?._id;
        const page = await queryClient.fetchQuery(
          paymentsQueryOptions({
            ...params,
            limit: LIMITS.pageSizeMax,
            ...(after === undefined ? {} : { after }),
          }),
        );
        payments.push(...page.items);
        if (page.items.length === 0 || payments.length >= page.total) break;
      }
      const names = new Map(terms.map((term) => [term._id, termLabel(term)]));
      downloadCsv(
        fileName,
        await toCsv(
          HEADER,
          payments.map((payment) => row(payment, names)),
        ),
      );
    } catch (error) {
      toastError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return { exportCsv, busy };
}
