/** The channel drizzle/0012's trigger notifies with a payment's id when the payment is answered. */
export const PAYMENT_ANSWERED = 'payment_answered';

/** One request's wait for a payment's answer. */
export interface AnswerWatch {
  /** Resolves when the payment is answered, or after `ms` whatever happened. */
  wait(ms: number): Promise<void>;
  stop(): void;
}

export interface PaymentAnswers {
  /**
   * Starts watching before the caller reads or claims the payment, so an answer that commits in
   * between still wakes the wait that follows.
   */
  watch(paymentId: string): AnswerWatch;
  /** A notice from the database: wakes every wait for this payment. */
  answered(paymentId: string): void;
  /** Notices were lost: every wait looks again. */
  answeredAll(): void;
}

/** The waits of this process's verifies, each woken by its payment's notice. */
export function createPaymentAnswers(): PaymentAnswers {
  const watchers = new Map<string, Set<() => void>>();

  const watch = (paymentId: string): AnswerWatch => {
    let answered = false;
    let wake: (() => void) | undefined;
    const onAnswer = () => {
      answered = true;
      wake?.();
    };
    const ofPayment = watchers.get(paymentId) ?? new Set();
    ofPayment.add(onAnswer);
    watchers.set(paymentId, ofPayment);
    const stop = () => {
      ofPayment.delete(onAnswer);
      if (ofPayment.size === 0 && watchers.get(paymentId) === ofPayment) {
        watchers.delete(paymentId);
      }
    };
    return {
      stop,
      wait: (ms) =>
        answered
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, ms);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            }),
    };
  };

  return {
    watch,
    answered(paymentId) {
      for (const onAnswer of watchers.get(paymentId) ?? []) onAnswer();
    },
    answeredAll() {
      for (const ofPayment of watchers.values()) for (const onAnswer of ofPayment) onAnswer();
    },
  };
}
