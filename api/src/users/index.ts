// What the rest of the API may use of users/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { usersRoutes } from './users-routes';
export { toUser, userResponse } from './users-schemas';
