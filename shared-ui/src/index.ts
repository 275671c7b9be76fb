export { mountHarness } from './harness/remote-harness';
export { NotFoundPage } from './not-found/not-found-page';
export { usePageTitle } from './page-title/use-page-title';
