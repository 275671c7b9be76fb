// What the rest of the API may use of staff/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { invitationRoutes } from './invitation-routes';
export { changeStaffRole } from './staff-repository';
export { staffRoutes } from './staff-routes';
