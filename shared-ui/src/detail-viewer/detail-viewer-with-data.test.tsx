import {
  DataError,
  deleteSchoolMutationOptions,
  formatMoney,
  GUEST_CREDENTIALS,
  schoolQueryOptions,
} from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../button/button';
import { DetailsTable } from '../details-table/details-table';
import { ConfirmModal } from '../modal/confirm-modal';
import { useSchoolRecord } from '../school-record/use-school-record';
import { expectLinks, renderScreen } from '../testing/render-screen';
import { DetailViewer } from './detail-viewer';

/** A school detail screen wired the way a remote wires it, over the real guest data source. */
function SchoolDetailScreen() {
  const { schoolId = '' } = useParams();
  const navigate = useNavigate();
  const query = useSchoolRecord(schoolQueryOptions(schoolId), (school) => school._id);
  const remove = useMutation({
    ...deleteSchoolMutationOptions(),
    onSuccess: () => navigate('/schools'),
  });
  const deleteError = remove.error instanceof DataError ? remove.error.message : null;

  return (
    <DetailViewer<School>
      resource="school"
      title={(school) => school.name}
      query={query}
      details={(school) => (
        <DetailsTable
          title="School details"
          fees={{ paid: school.totalFees, expected: school.totalFees }}
          rows={[
            { label: 'Address', value: school.address },
            { label: 'Total fees', value: formatMoney(school.totalFees) },
          ]}
        />
      )}
      actions={(school) => (
        <ConfirmModal
          trigger={<Button variant="danger">Delete</Button>}
          title="Delete this school?"
          warning="All records, including classrooms and students, are deleted for the school."
          requirePassword
          busy={remove.isPending}
          error={deleteError}
          onConfirm={(password) => remove.mutate({ id: school._id, password })}
        />
      )}
    />
  );
}

describe('DetailViewer over the guest data', () => {
  it('loads a school, refuses a wrong password, then deletes and returns to the list', async () => {
    // Demo schools have payments, which are never erased; a new school can go.
    const {
      user,
      location,
      source,
      arranged: school,
    } = await renderScreen(<SchoolDetailScreen />, {
      path: '/schools/:schoolId',
      arrange: ({ source, password }) =>
        source.create(
          'schools',
          { name: 'Short Lived School', address: '1 Marina, Lagos', level: 'Other' },
          password!,
        ),
      route: (created) => `/schools/${created._id}`,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: school.name })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^School details/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const password = screen.getByLabelText('Password');
    await user.type(password, 'not-the-password{Enter}');
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('not-the-password');

    await user.clear(password);
    await user.type(password, `${GUEST_CREDENTIALS.password}{Enter}`);
    await waitFor(() => expect(location().pathname).toBe('/schools'));
    await expect(source.get('schools', school._id)).rejects.toThrow();
  });

  it('shows not found for an id that does not exist', async () => {
    await renderScreen(<SchoolDetailScreen />, {
      route: '/schools/no-such-school',
      path: '/schools/:schoolId',
    });
    expect(
      await screen.findByRole('heading', { name: 'This school was not found' }),
    ).toBeInTheDocument();
    expectLinks({ 'Back to schools': '/schools' });
  });
});
