// What the rest of the API may use of health/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { healthRoutes } from './health-routes';
