/** Whether a student is in the school; 'left' keeps their record (docs/terms.md#next-term). */
export const ENROLMENTS = ['enrolled', 'left'] as const;

export type Enrolment = (typeof ENROLMENTS)[number];
