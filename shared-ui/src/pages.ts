// @fees/shared-ui/pages: the pieces of the record and list pages (record cards and details, filter
// and action menus, tables, the forms and dialogs of records), an entry of its own so that a page
// that draws none of them, the sign-in page, does not fetch them (docs/federation.md#entries-of-their-own).

export { listKeyTarget } from './list-keys/list-key-target';
export { DetailsTable } from './details-table/details-table';
export { FormField } from './form-field/form-field';
export type { TextFieldProps } from './form-field/text-field';
export { DecimalField } from './form-field/decimal-field';
export { SelectField } from './form-field/select-field';
export { TextAreaField } from './form-field/text-area-field';
export { ChoiceLabel, Fieldset } from './fieldset/fieldset';
export { FieldsetRows } from './fieldset-rows/fieldset-rows';
export { formResolver } from './form-field/form-resolver';
export { ConfirmModal } from './modal/confirm-modal';
export { ModalFormActions } from './modal/modal-form-actions';
export { AdminPasswordField } from './modal/admin-password/admin-password-field';
export { PasswordConfirmForm } from './modal/admin-password/password-confirm-form';
export { ReasonForm } from './modal/request-answers/reason-form';
export { RequestAnswers } from './modal/request-answers/request-answers';
export { useDialogSubmit } from './modal/use-dialog-submit';
export { RecordActions } from './record-actions/record-actions';
export { DeleteRecordDialog } from './delete-record-button/delete-record-dialog';
export {
  PasswordStep,
  passwordProblem,
  type PasswordProblem,
} from './modal/admin-password/password-step';
export { usePasswordDialog } from './modal/admin-password/use-password-dialog';
export { PasswordActionButton } from './modal/admin-password/password-action-button';
export { DetailViewer } from './detail-viewer/detail-viewer';
export { PageLayout } from './page-layout/page-layout';
export { RecordEditPage } from './record-edit-page/record-edit-page';
export type { RecordList } from './record-page/record-routes';
export { CardGrid } from './card-grid/card-grid';
export { RecordCard } from './record-card/record-card';
export { EmptyState } from './empty-state/empty-state';
export { NoMatches } from './empty-state/no-matches';
export { CurrentSchoolPage } from './current-school-page/current-school-page';
export { FilterMenu } from './filter-menu/filter-menu';
export { ActionMenu } from './action-menu/action-menu';
export type { ActionMenuItem } from './action-menu/action-menu';
export { useSortParam } from './url-params/use-sort-param';
export { useUrlParams } from './url-params/use-url-params';
export { useSearchParam } from './url-params/use-search-param';
export { downloadCsv } from './download/download-csv';
export { useCsvExport } from './download/use-csv-export';
export { ExportCsvButton } from './download/export-csv-button';
export { Loaded } from './load-error/loaded';
export { useGuardedForm } from './form-flow/use-guarded-form';
export { GuardedSaveForm } from './form-flow/guarded-save-form';
export { useLogout } from './session/use-logout';
export { useSchoolRecord } from './school-record/use-school-record';
export { useSchoolRecordWithRole } from './school-record/use-school-record-with-role';
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
