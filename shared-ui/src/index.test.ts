import * as sharedUi from './index';

describe('@fees/shared-ui entry', () => {
  it('offers every shared piece by name', () => {
    const names = [
      'Button',
      'ButtonLink',
      'Card',
      'IconContainer',
      'LoadingBox',
      'VisuallyHidden',
      'DetailsTable',
      'PercentageRing',
      'SearchInput',
      'FormField',
      'TextField',
      'SelectField',
      'TextAreaField',
      'Modal',
      'ModalActions',
      'ConfirmModal',
      'AdminPasswordModal',
      'DetailViewer',
      'PageHeader',
      'EmptyState',
      'NoCurrentSchool',
      'CurrentSchoolFallback',
      'DataTable',
      'FilterMenu',
      'useUrlParams',
      'useDebouncedValue',
      'downloadCsv',
      'AppToaster',
      'toastSuccess',
      'toastError',
      'dismissToast',
      'SvgIcon',
      'IconButton',
      'MenuSurface',
      'DeleteRecordButton',
      'PageLayout',
      'RecordEditPage',
      'CardGrid',
      'RecordCard',
      'GuardedSaveForm',
      'PageCard',
      'Callout',
      'FieldGrid',
    ];
    for (const name of names) {
      expect(typeof sharedUi[name as keyof typeof sharedUi]).toBe('function');
    }
  });
});
