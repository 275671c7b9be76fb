import {
  DataError,
  NetworkError,
  errorMessage,
  initializePaymentMutationOptions,
  recordPaymentMutationOptions,
  useConfigStore,
  useSessionStore,
  type CheckoutResult,
  type CheckoutStart,
} from '@fees/shared-data';
import { toKobo, type PaymentFormValues } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { checkoutScriptUrl } from './checkout-script-url';
import { SCRIPT_LOAD_ERROR, loadPaystack } from './load-paystack';
import type { PaystackFailure, PaystackSuccess } from './paystack-pop';

export const CLOSE_ALERT = 'Your payment will not be completed. Are you sure you want to exit?';
export const SUCCESS_ALERT = 'Payment successful! Please check for email for a receipt';
export const SUCCESS_TOAST = 'Payment successfull!';

/** Waits before each new try to record a payment the provider took but the server did not confirm. */
const CONFIRM_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];

export type PayHooks = {
  /** Just before the provider's checkout opens (or the attempt stops): the confirmation closes. */
  onOpen: () => void;
  /** The provider took the payment: the form resets. */
  onTaken: () => void;
};

/** A payment the provider took whose record the server has not confirmed yet. */
export type PendingPayment<V extends PaymentFormValues = PaymentFormValues> = {
  reference: string;
  /** 'confirming' while retries run; 'unconfirmed' once they are used up. */
  state: 'confirming' | 'unconfirmed';
  values: V;
  checkout: CheckoutResult;
};

/**
 * Where a checkout's payment is created and recorded, and what happens once it is. `V` is what the
 * form confirmed: the payment form's values, and more where a checkout needs it (a family link's
 * shares), kept with a pending payment so it is recorded as it was initialized.
 */
export type CheckoutCalls<R, V extends PaymentFormValues = PaymentFormValues> = {
  /**
   * Creates the provider reference for the confirmed values; with an access code when the server
   * started the checkout itself (a school whose card money settles to its own account).
   */
  initialize: (values: V) => Promise<CheckoutStart>;
  /** Records the provider's success once; idempotent per reference. */
  record: (values: V, checkout: CheckoutResult) => Promise<R>;
  /** The payment is recorded (the screen is still open): say so and move on. */
  onRecorded: (result: R, hooks: PayHooks) => void;
};

const NO_HOOKS: PayHooks = { onOpen: () => undefined, onTaken: () => undefined };

/** No answer, or a server or provider outage: the same reference may be verified again later. */
function worthRetrying(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof DataError && error.status >= 500);
}

function failureMessage(failure: PaystackFailure | undefined): string {
  const reason = failure?.message?.trim();
  return reason
    ? `The payment did not go through: ${reason}. Nothing was recorded.`
    : 'The payment did not go through. Nothing was recorded.';
}

function checkoutResult(reference: string, success: PaystackSuccess): CheckoutResult {
  const transaction = success.transaction ?? success.trans ?? success.id ?? '';
  return {
    reference,
    status: success.status ?? 'success',
    message: success.message ?? '',
    transaction: String(transaction),
  };
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The card checkout: load the checkout script, create the reference, open the provider, and
 * record the payment only after the provider's success. In account mode the record is the
 * server's own verification with the provider; when that answer does not arrive, the reference is
 * kept and verified again with growing pauses (the provider's webhook records it too), and
 * recording is idempotent per reference, so a payment is neither lost nor counted twice.
 */
export function useCardCheckout<R, V extends PaymentFormValues = PaymentFormValues>(
  calls: CheckoutCalls<R, V>,
) {
  const mode = useSessionStore((state) => state.mode);
  const paystack = useConfigStore((state) => state.paystack);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingPayment<V> | null>(null);
  // A ref, not state: a second click in the same tick must see the first one.
  const inFlight = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function begin(): boolean {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    return true;
  }

  function end() {
    inFlight.current = false;
    setBusy(false);
  }

  async function settle(values: V, checkout: CheckoutResult, hooks: PayHooks) {
    const { reference } = checkout;
    for (let attempt = 0; ; attempt += 1) {
      let result: R;
      try {
        result = await calls.record(values, checkout);
      } catch (error) {
        if (!worthRetrying(error)) {
          setPending(null);
          setProblem(`${errorMessage(error)} (payment reference ${reference})`);
          end();
          return;
        }
        if (attempt === 0) hooks.onTaken();
        const delay = CONFIRM_RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          setPending({ reference, state: 'unconfirmed', values, checkout });
          end();
          return;
        }
        setPending({ reference, state: 'confirming', values, checkout });
        await wait(delay);
        continue;
      }
      setPending(null);
      end();
      if (!mounted.current) return;
      calls.onRecorded(result, hooks);
      return;
    }
  }

  /** Opens the checkout for valid form values; a second call while one is open does nothing. */
  async function pay(values: V, hooks: PayHooks): Promise<void> {
    if (!begin()) return;
    let PaystackPop;
    let reference: string;
    let accessCode: string | undefined;
    let email: string;
    try {
      PaystackPop = await loadPaystack(checkoutScriptUrl(mode, paystack));
    } catch {
      hooks.onOpen();
      setProblem(SCRIPT_LOAD_ERROR);
      end();
      return;
    }
    try {
      ({ reference, accessCode, email } = await calls.initialize(values));
    } catch (error) {
      hooks.onOpen();
      setProblem(errorMessage(error));
      end();
      return;
    }
    hooks.onOpen();
    const callbacks = {
      onSuccess: (success: PaystackSuccess) => {
        void settle(values, checkoutResult(reference, success), hooks);
      },
      onCancel: () => {
        window.alert(CLOSE_ALERT);
        end();
      },
      onError: (failure: PaystackFailure) => {
        setProblem(failureMessage(failure));
        end();
      },
    };
    try {
      // The server started it with the amount and the school's account: the page states neither.
      if (accessCode) {
        new PaystackPop().resumeTransaction(accessCode, callbacks);
        return;
      }
      new PaystackPop().newTransaction({
        key: paystack.publicKey,
        email,
        amount: toKobo(values.amount),
        currency: 'NGN',
        reference,
        metadata: {
          depositorName: values.depositorName,
          studentName: values.studentName,
          studentId: values.studentId,
          custom_fields: [
            { display_name: 'Student', variable_name: 'student_name', value: values.studentName },
            { display_name: 'Class', variable_name: 'student_class', value: values.studentClass },
            { display_name: 'Student ID', variable_name: 'student_id', value: values.studentId },
            {
              display_name: 'Depositor',
              variable_name: 'depositor_name',
              value: values.depositorName,
            },
            { display_name: 'Purpose', variable_name: 'purpose', value: values.purpose },
          ],
        },
        ...callbacks,
      });
    } catch (error) {
      setProblem(failureMessage(error instanceof Error ? error : undefined));
      end();
    }
  }

  /** Verifies a kept reference again, e.g. after the retries ran out. */
  function confirmAgain() {
    if (!pending || !begin()) return;
    void settle(pending.values, pending.checkout, NO_HOOKS);
  }

  return { pay, busy, problem, pending, confirmAgain };
}

/** The dashboard's checkout for the current school: on success, the alert, a toast, the list. */
export function useCheckout(schoolId: string) {
  const navigate = useNavigate();
  const initialize = useMutation(initializePaymentMutationOptions());
  const record = useMutation(recordPaymentMutationOptions());
  const details = (values: PaymentFormValues) => ({
    schoolId,
    studentId: values.studentId,
    amount: values.amount,
    depositorName: values.depositorName,
    email: values.email,
    purpose: values.purpose,
  });
  return useCardCheckout({
    initialize: (values) => initialize.mutateAsync(details(values)),
    record: (values, checkout) => record.mutateAsync({ details: details(values), checkout }),
    onRecorded: (_payment, hooks) => {
      window.alert(SUCCESS_ALERT);
      hooks.onTaken();
      toastSuccess(SUCCESS_TOAST);
      navigate('/payments');
    },
  });
}
