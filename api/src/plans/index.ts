// What the rest of the API may use of plans/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { schoolPlanRoutes, studentPlanRoutes } from './plans-routes';
