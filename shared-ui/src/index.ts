// @fees/shared-ui: the pieces every screen shares. Every name is listed, so the package's
// surface is visible here. Design tokens: import '@fees/shared-ui/tokens.css' once in each
// app's entry.

export { Button } from './button/button';
export type { ButtonProps } from './button/button';
export { ButtonLink } from './button/button-link';
export type { ButtonLinkProps } from './button/button-link';
export type { ButtonLookProps, ButtonVariant, ButtonWidth } from './button/button-class-name';

export { Card } from './card/card';
export type { CardProps } from './card/card';
export { IconContainer } from './icon-container/icon-container';
export type { IconContainerProps, IconTone } from './icon-container/icon-container';
export { LoadingBox } from './loading-box/loading-box';
export type { LoadingBoxProps, LoadingBoxSize } from './loading-box/loading-box';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { IconButton } from './icon-button/icon-button';
export type { IconButtonProps } from './icon-button/icon-button';
export { MenuSurface } from './menu-surface/menu-surface';
export type { MenuSurfaceProps } from './menu-surface/menu-surface';

export { SvgIcon } from './icons/svg-icon';
export { ArrowLeftIcon } from './icons/arrow-left-icon';
export { ArrowRightIcon } from './icons/arrow-right-icon';
export { CloseIcon } from './icons/close-icon';
export { SearchIcon } from './icons/search-icon';
export { NavIcon } from './icons/nav-icon';
export type { NavIconName } from './icons/nav-icon';

export { DetailsTable } from './details-table/details-table';
export type { DetailRow, DetailsTableProps } from './details-table/details-table';
export { PercentageRing } from './details-table/percentage-ring';
export type { PercentageRingProps } from './details-table/percentage-ring';

export { SearchInput } from './search-input/search-input';
export type { SearchInputProps } from './search-input/search-input';

export { FormField } from './form-field/form-field';
export type { FieldControlProps, FormFieldProps } from './form-field/form-field';
export { TextField } from './form-field/text-field';
export type { TextFieldProps } from './form-field/text-field';
export { SelectField } from './form-field/select-field';
export type { SelectFieldProps, SelectOption } from './form-field/select-field';
export { TextAreaField } from './form-field/text-area-field';
export { FieldGrid } from './field-grid/field-grid';
export { formResolver } from './form-field/form-resolver';
export type { TextAreaFieldProps } from './form-field/text-area-field';

export { Modal } from './modal/modal';
export type { ModalProps } from './modal/modal';
export { ModalActions } from './modal/modal-actions';
export { ConfirmModal } from './modal/confirm-modal';
export type { ConfirmModalProps } from './modal/confirm-modal';
export { DeleteRecordButton } from './delete-record-button/delete-record-button';
export type { DeleteRecordButtonProps } from './delete-record-button/delete-record-button';
export { AdminPasswordModal } from './modal/admin-password-modal';
export type { AdminPasswordModalProps } from './modal/admin-password-modal';

export { DetailViewer } from './detail-viewer/detail-viewer';
export type { DetailViewerProps } from './detail-viewer/detail-viewer';
export { PageHeader } from './page-header/page-header';
export type { PageHeaderProps } from './page-header/page-header';
export { PageLayout } from './page-layout/page-layout';
export type { PageLayoutProps } from './page-layout/page-layout';
export { RecordEditPage } from './record-edit-page/record-edit-page';
export type { RecordEditPageProps, RecordQueryState } from './record-edit-page/record-edit-page';
export { CardGrid } from './card-grid/card-grid';
export type { CardGridProps } from './card-grid/card-grid';
export { RecordCard } from './record-card/record-card';
export type { RecordCardProps } from './record-card/record-card';
export { EmptyState } from './empty-state/empty-state';
export type { EmptyStateProps } from './empty-state/empty-state';
export { NoCurrentSchool } from './no-current-school/no-current-school';
export type { NoCurrentSchoolProps } from './no-current-school/no-current-school';
export { CurrentSchoolFallback } from './no-current-school/current-school-fallback';
export type { CurrentSchoolFallbackProps } from './no-current-school/current-school-fallback';

export { PageCard } from './page-card/page-card';
export type { PageCardProps } from './page-card/page-card';
export { Callout } from './callout/callout';
export type { CalloutProps } from './callout/callout';

export { DataTable } from './data-table/data-table';
export type { DataColumn, DataTableProps } from './data-table/data-table';
export { FilterMenu } from './filter-menu/filter-menu';
export type { FilterGroup, FilterMenuProps } from './filter-menu/filter-menu';
export { useUrlParams } from './url-params/use-url-params';
export { useDebouncedValue } from './url-params/use-debounced-value';
export { downloadCsv } from './download/download-csv';

export { LoadError } from './load-error/load-error';
export type { LoadErrorProps } from './load-error/load-error';
export { applyServerErrors } from './form-flow/apply-server-errors';
export type { PlaceServerErrors, ServerErrorTarget } from './form-flow/apply-server-errors';
export { useRefusedFields } from './form-flow/use-refused-fields';
export { useGuardedSave } from './form-flow/use-guarded-save';
export type { GuardedSaveOptions } from './form-flow/use-guarded-save';
export { GuardedSaveForm } from './form-flow/guarded-save-form';
export type { GuardedSaveFormProps, GuardedSaveState } from './form-flow/guarded-save-form';

export { AppToaster } from './toaster/app-toaster';
export { dismissToast, toastError, toastSuccess } from './toaster/show-toast';

export { mountHarness } from './harness/remote-harness';
export { AppProviders } from './providers/app-providers';
export { NotFoundPage } from './not-found/not-found-page';
export { usePageTitle } from './page-title/use-page-title';
export { useLogout } from './session/use-logout';
