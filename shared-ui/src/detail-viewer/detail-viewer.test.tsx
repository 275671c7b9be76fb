import { NetworkError, NotFoundError } from '@fees/shared-data';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { Button } from '../button/button';
import { ButtonLink } from '../button/button-link';
import { DetailsTable } from '../details-table/details-table';
import { ConfirmModal } from '../modal/confirm-modal';
import type { RecordQueryState } from '../record-page/record-query-state';
import { expectLinks, recordQueryState } from '../testing/render-screen';
import { DetailViewer } from './detail-viewer';

type School = { _id: string; name: string; address: string };

const school: School = { _id: 's1', name: 'Greenfield Academy', address: '12 Allen Avenue, Ikeja' };

type ViewerState = Partial<RecordQueryState<School>>;

/** A school detail page as a remote would write it, with the query state passed in. */
function SchoolDetail({ state, onDelete }: { state: ViewerState; onDelete?: jest.Mock }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <DetailViewer<School>
      resource="school"
      title={(record) => record.name}
      query={recordQueryState(state)}
      details={(record) => (
        <DetailsTable
          title="School details"
          fees={{ paid: 42, expected: 100 }}
          rows={[
            { label: 'Name', value: record.name },
            { label: 'Address', value: record.address },
          ]}
        />
      )}
      actions={(record) => (
        <>
          <ButtonLink to="/classrooms">Classrooms</ButtonLink>
          <ButtonLink to={`/schools/${record._id}/edit`} variant="light">
            Edit
          </ButtonLink>
          <ConfirmModal
            trigger={<Button variant="danger">Delete</Button>}
            title="Delete this school?"
            warning="All records, including classrooms and students, are deleted for the school."
            requirePassword
            busy={busy}
            onConfirm={async (password) => {
              setBusy(true);
              await onDelete?.(record._id, password);
              navigate('/schools');
            }}
          />
        </>
      )}
    />
  );
}

function renderDetail(state: ViewerState, onDelete?: jest.Mock) {
  return render(
    <MemoryRouter initialEntries={['/schools/s1']}>
      <Routes>
        <Route path="/schools" element={<h1>Select school to manage</h1>} />
        <Route
          path="/schools/:schoolId"
          element={<SchoolDetail state={state} onDelete={onDelete} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DetailViewer', () => {
  it("shows 'Loading...' with the back link while loading", () => {
    renderDetail({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('heading', { level: 1, name: 'School details' })).toBeInTheDocument();
    expectLinks({ 'Back to schools': '/schools' });
  });

  it('shows the error with Retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderDetail({ error: new NetworkError(), refetch: onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load this school.');
    expect(alert).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the record was not found and links back to the list', () => {
    renderDetail({ notFound: true });
    expect(screen.getByRole('heading', { name: 'This school was not found' })).toBeInTheDocument();
    expectLinks({ 'Back to schools': '/schools' });
  });

  it("treats the source's NotFoundError (missing, or another owner's) as not found", () => {
    renderDetail({ error: new NotFoundError('School not found') });
    expect(screen.getByRole('heading', { name: 'This school was not found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the record: heading, details table with ring, and the actions', () => {
    renderDetail({ data: school });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Greenfield Academy' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^School details/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Fees paid: 42%' })).toBeInTheDocument();
    expectLinks({ Classrooms: '/classrooms' });
    expectLinks({ Edit: '/schools/s1/edit' });
  });

  it('goes back to the list with the back link', async () => {
    const user = userEvent.setup();
    renderDetail({ data: school });
    await user.click(screen.getByRole('link', { name: 'Back to schools' }));
    expect(screen.getByRole('heading', { name: 'Select school to manage' })).toBeInTheDocument();
  });

  it('deletes after the warning and the admin password, then goes to the list', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn().mockResolvedValue(undefined);
    renderDetail({ data: school }, onDelete);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this school?' });
    expect(dialog).toHaveAccessibleDescription(
      'All records, including classrooms and students, are deleted for the school.',
    );
    await user.type(screen.getByLabelText('Password'), 'owner-pass');
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onDelete).toHaveBeenCalledWith('s1', 'owner-pass');
    expect(
      await screen.findByRole('heading', { name: 'Select school to manage' }),
    ).toBeInTheDocument();
  });
});

type Family = { _id: string; name: string };

/** A record whose list is not /{resource}s: a family, listed at /students/families. */
function renderFamily(state: Partial<RecordQueryState<Family>>) {
  return render(
    <MemoryRouter initialEntries={['/students/families/f1']}>
      <DetailViewer<Family>
        resource="family"
        list={{ path: '/students/families', label: 'Back to families' }}
        page="/students/families/:id"
        title={(record) => record.name}
        query={recordQueryState(state)}
        details={(record) => <p>{record.name}</p>}
        headerActions={(record) => (
          <ButtonLink to={`/students/families/${record._id}/edit`}>Edit family</ButtonLink>
        )}
      />
    </MemoryRouter>,
  );
}

describe('DetailViewer of a record listed elsewhere', () => {
  it('leads back to its list, titles the tab from its page, and holds actions in its header', () => {
    renderFamily({ data: { _id: 'f1', name: 'Mrs Nneka Danjuma' } });
    const header = screen.getByRole('banner');
    expect(
      within(header).getByRole('heading', { level: 1, name: 'Mrs Nneka Danjuma' }),
    ).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Edit family' })).toHaveAttribute(
      'href',
      '/students/families/f1/edit',
    );
    expectLinks({ 'Back to families': '/students/families' });
    expect(document.title).toBe('Fees Manager | Family');
  });

  it('names it while loading and when it is not found, with the way back to its list', () => {
    const { unmount } = renderFamily({ isPending: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Family details' })).toBeInTheDocument();
    unmount();
    renderFamily({ notFound: true });
    expect(screen.getByRole('heading', { name: 'This family was not found' })).toBeInTheDocument();
    expectLinks({ 'Back to families': '/students/families' });
    expect(document.title).toBe('Fees Manager | Not found');
  });
});
