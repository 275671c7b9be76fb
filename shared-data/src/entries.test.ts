import * as core from './core';
import * as entry from './index';

const CORE_NAMES = [
  'loginSchema',
  'signupSchema',
  'verificationCodeSchema',
  'profileSchema',
  'adminPasswordSchema',
  'schoolSchema',
  'classroomSchema',
  'studentRegisterSchema',
  'studentEditSchema',
  'paymentSchema',
  'signupBodySchema',
  'loginBodySchema',
  'verifyEmailBodySchema',
  'resendMailBodySchema',
  'resetPasswordRequestBodySchema',
  'resetPasswordBodySchema',
  'profileBodySchema',
  'schoolBodySchema',
  'classroomCreateBodySchema',
  'classroomUpdateBodySchema',
  'studentCreateBodySchema',
  'studentUpdateBodySchema',
  'deleteBodySchema',
  'paymentInitializeBodySchema',
  'paymentVerifyBodySchema',
  'validateBody',
  'isRecordId',
  'RECORD_ID_PATTERN',
  'SCHOOL_LEVELS',
  'SCHOOL_LEVEL_LABELS',
  'SEXES',
  'CLASS_PRESETS',
  'LIMITS',
  'TIMINGS',
  'CURRENCY',
  'KOBO_PER_NAIRA',
  'GUEST_CREDENTIALS',
  'LIST_SEARCH_FIELDS',
  'formatMoney',
  'formatDate',
  'formatUtc',
  'feePercent',
  'feesPaidSummary',
  'expectedFee',
  'toKobo',
  'toNaira',
  'joinFullname',
  'splitFullname',
  'pageTitle',
  'PAGE_NAMES',
  'NOT_FOUND_PAGE_NAME',
  'pageNameOf',
];

const BROWSER_NAMES = [
  'BrowserSource',
  'ApiSource',
  'getSource',
  'authApi',
  'createAuthApi',
  'DataError',
  'ValidationError',
  'SessionExpiredError',
  'ForbiddenError',
  'NotFoundError',
  'ConflictError',
  'RateLimitError',
  'NetworkError',
  'errorMessage',
  'RETRY_MESSAGE',
  'NETWORK_MESSAGE',
  'StorageError',
  'useConfigStore',
  'useSessionStore',
  'useCurrentSchoolStore',
  'useNotificationsStore',
  'queryClient',
  'schoolsQueryOptions',
  'classroomsQueryOptions',
  'studentsQueryOptions',
  'paymentsQueryOptions',
  'currentUserQueryOptions',
  'buildSearchIndex',
  'searchEntries',
  'toCsv',
  'parseCsv',
];

describe('package entries', () => {
  it.each(CORE_NAMES)('core exports %s, and the root entry re-lists it', (name) => {
    expect(core[name as keyof typeof core]).toBeDefined();
    expect(entry[name as keyof typeof entry]).toBe(core[name as keyof typeof core]);
  });

  it.each(BROWSER_NAMES)('the root entry exports %s', (name) => {
    expect(entry[name as keyof typeof entry]).toBeDefined();
  });

  it('keeps browser parts out of core', () => {
    expect(Object.keys(core)).not.toContain('BrowserSource');
    expect(Object.keys(core)).not.toContain('useSessionStore');
  });
});
