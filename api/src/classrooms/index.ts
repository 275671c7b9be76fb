// What the rest of the API may use of classrooms/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { classroomInParams } from './classroom-locators';
export { findClassroom, lockedClassroom } from './classrooms-repository';
export { classroomsRoutes } from './classrooms-routes';
export { type ClassroomRow } from './classrooms-schemas';
