// Key factories live together, apart from the query options, because stores invalidate by these
// keys and the options read the stores: one file for both would make an import cycle.

type Params = object;

function keysFor<const E extends string>(entity: E) {
  return {
    all: [entity] as const,
    lists: () => [entity, 'list'] as const,
    list: (params: Params = {}) => [entity, 'list', params] as const,
    details: () => [entity, 'detail'] as const,
    detail: (id: string) => [entity, 'detail', id] as const,
  };
}

export const schoolKeys = keysFor('schools');
export const classroomKeys = keysFor('classrooms');
export const studentKeys = keysFor('students');
export const paymentKeys = keysFor('payments');
export const searchKeys = { all: ['search'] as const };
/** The banks are the same for every school; a settlement is its school's. */
export const settlementKeys = {
  banks: ['banks'] as const,
  account: (query: { bankCode: string; accountNumber: string }) =>
    ['banks', 'resolve', query.bankCode, query.accountNumber] as const,
  school: (schoolId: string) => ['schools', 'settlement', schoolId] as const,
};

/**
 * A family's or student's transfer account sits under the students' keys: a family's is its
 * children's too, so giving one refreshes every child's.
 */
export const transferAccountKeys = {
  all: ['students', 'transfer-account'] as const,
  of: (holder: { holder: string; id: string }) =>
    ['students', 'transfer-account', holder.holder, holder.id] as const,
  /** Under `all`: a run's accounts and the run itself are read again together. */
  run: (schoolId: string) => ['students', 'transfer-account', 'run', schoolId] as const,
};

/** A school's unmatched transfers sit under its key: a payment anywhere in it reloads them. */
export const transferKeys = {
  unmatched: (schoolId: string) => ['schools', 'transfers', 'unmatched', schoolId] as const,
};

/**
 * A school's terms, a class's fee items and a student's statement sit under their record's keys,
 * so every write that invalidates the record (a payment, a void, an edit) refreshes them too.
 */
export const termKeys = {
  list: (schoolId: string) => ['schools', 'terms', schoolId] as const,
  next: (schoolId: string) => ['schools', 'next-term', schoolId] as const,
};
export const feeItemKeys = {
  detail: (classroomId: string) => ['classrooms', 'fee-items', classroomId] as const,
};
export const statementKeys = {
  detail: (studentId: string) => ['students', 'statement', studentId] as const,
};
/**
 * Families sit under the students' key: their balances are their children's, so every write that
 * reloads students (a payment, a void, an edit) reloads them too.
 */
export const familyKeys = {
  list: (schoolId: string, params: object) => ['students', 'families', schoolId, params] as const,
  detail: (familyId: string) => ['students', 'family', familyId] as const,
};
/**
 * A school's plan sits under its key, so starting the next term reloads it; a student's under the
 * students', so anything that reloads them (a plan set, a payment) reloads it too.
 */
export const planKeys = {
  school: (schoolId: string) => ['schools', 'plan', schoolId] as const,
  student: (studentId: string) => ['students', 'plan', studentId] as const,
};
/** A school's staff sits under its key: a school deleted or left takes its staff list with it. */
/** A school's late fee under its key; a student's late fees under theirs, reloaded with them. */
export const lateFeeKeys = {
  school: (schoolId: string) => ['schools', 'late-fee', schoolId] as const,
  student: (studentId: string) => ['students', 'late-fees', studentId] as const,
};
export const staffKeys = {
  list: (schoolId: string) => ['schools', 'staff', schoolId] as const,
};
export const auditKeys = {
  list: (schoolId: string, params: object) => ['schools', 'audit', schoolId, params] as const,
};
/** A school's reports sit under its key: every write that reloads the school reloads them. */
export const reportKeys = {
  term: (schoolId: string, query: object) =>
    ['schools', 'reports', schoolId, 'term', query] as const,
  defaulters: (schoolId: string, query: object) =>
    ['schools', 'reports', schoolId, 'defaulters', query] as const,
  cashBook: (schoolId: string, query: object) =>
    ['schools', 'reports', schoolId, 'cash-book', query] as const,
};
export const invitationKeys = {
  detail: (token: string) => ['invitation', token] as const,
};
export const payLinkKeys = {
  all: ['pay-link'] as const,
  detail: (token: string) => ['pay-link', token] as const,
  family: (token: string) => ['pay-link', 'family', token] as const,
};

/** Data that depends on the chosen school: changing school reloads these. */
export const SCHOOL_SCOPED_KEYS = [classroomKeys.all, studentKeys.all, paymentKeys.all] as const;

/**
 * A school's reminders sit under the schools' keys: what is planned reads the students and their
 * payments, which refresh the schools' figures too.
 */
export const reminderKeys = {
  all: (schoolId: string) => ['schools', 'reminders', schoolId] as const,
  schedule: (schoolId: string) => ['schools', 'reminders', schoolId, 'schedule'] as const,
  log: (schoolId: string) => ['schools', 'reminders', schoolId, 'log'] as const,
};
