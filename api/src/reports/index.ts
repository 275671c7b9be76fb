// What the rest of the API may use of reports/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { reportsRoutes } from './reports-routes';
