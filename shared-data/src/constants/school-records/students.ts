/**
 * The refusals of a student's edit that waits for the owner (docs/students.md#edits-that-lower-charges),
 * the same in both modes.
 */
export const STUDENT_CHANGE_REFUSALS = {
  changeWaiting:
    'A change to this student is waiting for the owner. It must be approved or declined before the student is edited again.',
  noChangeRequested: 'No change to this student is waiting for the owner.',
} as const;
