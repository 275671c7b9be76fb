/** What the provider's v2 inline checkout hands `onSuccess`; fields beyond `reference` vary. */
export interface PaystackSuccess {
  reference?: string;
  status?: string;
  message?: string;
  trans?: string | number;
  transaction?: string | number;
  id?: string | number;
  trxref?: string;
}

export interface PaystackFailure {
  message?: string;
}

export interface PaystackCustomField {
  display_name: string;
  variable_name: string;
  value: string;
}

export interface PaystackTransactionOptions {
  key: string;
  email: string;
  /** In kobo: the naira amount × 100. */
  amount: number;
  currency: 'NGN';
  reference: string;
  metadata: {
    depositorName: string;
    studentName: string;
    studentId: string;
    custom_fields: PaystackCustomField[];
  };
  onSuccess: (transaction: PaystackSuccess) => void;
  /** The customer closed the checkout without paying. */
  onCancel: () => void;
  /** The checkout could not take the payment. */
  onError: (error: PaystackFailure) => void;
}

/** What a checkout the server started is resumed with: only what happens after. */
export type PaystackResumeCallbacks = Pick<
  PaystackTransactionOptions,
  'onSuccess' | 'onCancel' | 'onError'
>;

/** The surface of the provider's v2 inline script (`window.PaystackPop`) this remote uses. */
export interface PaystackPop {
  newTransaction(options: PaystackTransactionOptions): unknown;
  /** Opens the checkout the server initialized, by its access code. */
  resumeTransaction(accessCode: string, callbacks: PaystackResumeCallbacks): unknown;
}

export type PaystackPopConstructor = new () => PaystackPop;
