// What the rest of the API may use of auth/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { checkAdminPassword } from './admin-password';
export { findUserById } from './auth-repository';
export { authRoutes } from './auth-routes';
export { hashing } from './password-hash';
