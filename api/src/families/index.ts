// What the rest of the API may use of families/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export {
  chosenFamily,
  dropIfEmpty,
  type FamilyRefusal,
  type FamilyRow,
  importedFamilies,
} from './families-repository';
export { familiesRoutes, schoolFamiliesRoutes } from './families-routes';
export { familyInParams } from './family-locators';
