// @fees/shared-ui: the pieces the apps use. Every name is listed, so the package's surface is
// visible here. Design tokens: import '@fees/shared-ui/tokens.css' once in each app's entry.
// This main entry is what every page loads: the frame's pieces, the sign-in screens' forms and
// dialogs, the providers. What only the record and list pages draw is '@fees/shared-ui/pages', the
// long lists' DataTable '@fees/shared-ui/data-table', the remote harness '@fees/shared-ui/harness';
// the page loads an entry only when a screen imports it, so the sign-in page fetches none of them.
// The pay-link flows, '@fees/shared-ui/pay-link', are bundled by each remote that draws them
// (docs/federation.md#entries-of-their-own).

export { Button } from './button/button';
export { ButtonLink } from './button/button-link';
export { Card } from './card/card';
export { IconContainer } from './icon-container/icon-container';
export { LoadingBox } from './loading-box/loading-box';
export { IconButton } from './icon-button/icon-button';
export { MenuSurface } from './menu-surface/menu-surface';
export { ArrowLeftIcon } from './icons/arrow-left-icon';
export { NavIcon, isNavIconName } from './icons/nav-icon';
export type { NavIconName } from './icons/nav-icon';
export { SearchInput } from './search-input/search-input';
export { TextField } from './form-field/text-field';
export { EmailField } from './form-field/email-field';
export { PhoneField } from './form-field/phone-field';
export { NewPasswordField } from './form-field/new-password-field';
export { FieldGrid } from './field-grid/field-grid';
export { fieldBinder } from './form-field/field-binder';
export { Modal } from './modal/modal';
export { ModalActions } from './modal/modal-actions';
export { AdminPasswordModal } from './modal/admin-password/admin-password-modal';
export { PageHeader } from './page-header/page-header';
export { PageCard } from './page-card/page-card';
export { Callout } from './callout/callout';
export { useDebouncedValue } from './url-params/use-debounced-value';
export { LoadError } from './load-error/load-error';
export { applyServerErrors } from './form-flow/apply-server-errors';
export type { PlaceServerErrors } from './form-flow/apply-server-errors';
export { useRefusedFields } from './form-flow/use-refused-fields';
export { toastError, toastSuccess } from './toaster/show-toast';
export { AppProviders } from './providers/app-providers';
export { NotFoundPage } from './not-found/not-found-page';
export { usePageTitle } from './page-title/use-page-title';
export { useLogoutRequest } from './session/use-logout-request';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
