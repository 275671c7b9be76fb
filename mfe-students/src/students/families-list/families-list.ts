import type { RecordList } from '@fees/shared-ui/pages';

/** The school's families, where a family's pages lead back to once the family is gone. */
export const FAMILIES_LIST: RecordList = { path: '/students/families', label: 'Back to families' };
