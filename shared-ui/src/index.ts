// @fees/shared-ui: the pieces the apps use. Every name is listed, so the package's
// surface is visible here. Design tokens: import '@fees/shared-ui/tokens.css' once in each
// app's entry. The long lists' DataTable is an entry of its own, '@fees/shared-ui/data-table':
// its virtualizer is 10 kB of gzip that a page without such a list (the sign-in page) need not
// fetch, and the page loads an entry only when a screen imports it. So are the pay-link flows,
// '@fees/shared-ui/pay-link' ('Share pay link', 'Send reminders'), which only a few pages draw,
// and which each of their remotes bundles (docs/federation.md#entries-of-their-own).

export { Button } from './button/button';
export { ButtonLink } from './button/button-link';

export { Card } from './card/card';
export { IconContainer } from './icon-container/icon-container';
export { LoadingBox } from './loading-box/loading-box';
export { IconButton } from './icon-button/icon-button';
export { MenuSurface } from './menu-surface/menu-surface';
export { listKeyTarget } from './list-keys/list-key-target';

export { ArrowLeftIcon } from './icons/arrow-left-icon';
export { NavIcon, isNavIconName } from './icons/nav-icon';
export type { NavIconName } from './icons/nav-icon';

export { DetailsTable } from './details-table/details-table';

export { SearchInput } from './search-input/search-input';

export { FormField } from './form-field/form-field';
export { TextField } from './form-field/text-field';
export type { TextFieldProps } from './form-field/text-field';
export { DecimalField } from './form-field/decimal-field';
export { EmailField } from './form-field/email-field';
export { PhoneField } from './form-field/phone-field';
export { NewPasswordField } from './form-field/new-password-field';
export { SelectField } from './form-field/select-field';
export { TextAreaField } from './form-field/text-area-field';
export { FieldGrid } from './field-grid/field-grid';
export { ChoiceLabel, Fieldset } from './fieldset/fieldset';
export { FieldsetRows } from './fieldset-rows/fieldset-rows';
export { formResolver } from './form-field/form-resolver';
export { fieldBinder } from './form-field/field-binder';

export { Modal } from './modal/modal';
export { ModalActions } from './modal/modal-actions';
export { ConfirmModal } from './modal/confirm-modal';
export { ModalFormActions } from './modal/modal-form-actions';
export { AdminPasswordField } from './modal/admin-password/admin-password-field';
export { PasswordConfirmForm } from './modal/admin-password/password-confirm-form';
export { ReasonForm } from './modal/request-answers/reason-form';
export { RequestAnswers } from './modal/request-answers/request-answers';
export { useDialogSubmit } from './modal/use-dialog-submit';
export { RecordActions } from './record-actions/record-actions';
export { DeleteRecordDialog } from './delete-record-button/delete-record-dialog';
export { AdminPasswordModal } from './modal/admin-password/admin-password-modal';
export {
  PasswordStep,
  passwordProblem,
  type PasswordProblem,
} from './modal/admin-password/password-step';
export { usePasswordDialog } from './modal/admin-password/use-password-dialog';
export { PasswordActionButton } from './modal/admin-password/password-action-button';

export { DetailViewer } from './detail-viewer/detail-viewer';
export { PageHeader } from './page-header/page-header';
export { PageLayout } from './page-layout/page-layout';
export { RecordEditPage } from './record-edit-page/record-edit-page';
export type { RecordList } from './record-page/record-routes';
export { CardGrid } from './card-grid/card-grid';
export { RecordCard } from './record-card/record-card';
export { EmptyState } from './empty-state/empty-state';
export { NoMatches } from './empty-state/no-matches';
export { CurrentSchoolPage } from './current-school-page/current-school-page';

export { PageCard } from './page-card/page-card';
export { Callout } from './callout/callout';

export { FilterMenu } from './filter-menu/filter-menu';
export { ActionMenu } from './action-menu/action-menu';
export type { ActionMenuItem } from './action-menu/action-menu';
export { useSortParam } from './url-params/use-sort-param';
export { useUrlParams } from './url-params/use-url-params';
export { useDebouncedValue } from './url-params/use-debounced-value';
export { useSearchParam } from './url-params/use-search-param';
export { downloadCsv } from './download/download-csv';
export { useCsvExport } from './download/use-csv-export';
export { ExportCsvButton } from './download/export-csv-button';

export { LoadError } from './load-error/load-error';
export { Loaded } from './load-error/loaded';
export { applyServerErrors } from './form-flow/apply-server-errors';
export type { PlaceServerErrors } from './form-flow/apply-server-errors';
export { useRefusedFields } from './form-flow/use-refused-fields';
export { useGuardedForm } from './form-flow/use-guarded-form';
export { GuardedSaveForm } from './form-flow/guarded-save-form';

export { toastError, toastSuccess } from './toaster/show-toast';

export { mountHarness } from './harness/remote-harness';
export { AppProviders } from './providers/app-providers';
export { NotFoundPage } from './not-found/not-found-page';
export { usePageTitle } from './page-title/use-page-title';
export { useLogout } from './session/use-logout';
export { useLogoutRequest } from './session/use-logout-request';
export { useSchoolRecord } from './school-record/use-school-record';
export { useSchoolRecordWithRole } from './school-record/use-school-record-with-role';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { RoleGate, type RoleGateProps } from './role-gate/role-gate';
export { PlanForm, type PlanFormProps } from './plan-form/plan-form';
export { ScrollingTable, type ScrollingTableProps } from './scrolling-table/scrolling-table';
export {
  MoneyTable,
  SubLine,
  type MoneyTableProps,
  type MoneyTableRow,
} from './money-table/money-table';
export {
  FamilyChildrenTable,
  type FamilyChildRow,
  type FamilyChildrenTableProps,
} from './family-children-table/family-children-table';
export { stackedCell, type PhonePlace, type StackedCell } from './stacked-rows/stacked-rows';
