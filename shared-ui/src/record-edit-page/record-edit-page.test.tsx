import { NetworkError } from '@fees/shared-data';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { RecordQueryState } from '../record-page/record-query-state';
import { expectLinks, recordQueryState } from '../testing/render-screen';
import { RecordEditPage } from './record-edit-page';

type School = { name: string };

function renderPage(state: Partial<RecordQueryState<School>>) {
  const query = recordQueryState(state);
  render(
    <MemoryRouter>
      <RecordEditPage<School> resource="school" subtitle={query.data?.name} id="s1" query={query}>
        {(school) => <form aria-label="Edit school">{school.name}</form>}
      </RecordEditPage>
    </MemoryRouter>,
  );
}

describe('RecordEditPage', () => {
  it('shows the form for the record under the page header', () => {
    renderPage({ data: { name: 'Greenfield Academy' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit School' })).toBeInTheDocument();
    expect(document.title).toBe('Fees Manager | Edit School');
    expectLinks({ 'Back to school': '/schools/s1' });
    expect(screen.getByRole('form', { name: 'Edit school' })).toHaveTextContent(
      'Greenfield Academy',
    );
  });

  it('shows loading while the record comes', () => {
    renderPage({ isPending: true });
    expect(screen.getByRole('heading', { name: 'Edit School' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('offers Retry when the record could not be loaded', async () => {
    const user = userEvent.setup();
    const refetch = jest.fn();
    renderPage({ error: new NetworkError(), refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this school.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says the record was not found and links back to the list', () => {
    renderPage({ notFound: true });
    expect(screen.getByRole('heading', { name: 'This school was not found' })).toBeInTheDocument();
    expectLinks({ 'Back to schools': '/schools' });
  });
});

type Family = { name: string };

describe('RecordEditPage of a record listed elsewhere', () => {
  function renderFamily(state: Partial<RecordQueryState<Family>>) {
    render(
      <MemoryRouter>
        <RecordEditPage<Family>
          resource="family"
          list={{ path: '/students/families', label: 'Back to families' }}
          page="/students/families/:id/edit"
          id="f1"
          query={recordQueryState(state)}
        >
          {(family) => <form aria-label="Edit family">{family.name}</form>}
        </RecordEditPage>
      </MemoryRouter>,
    );
  }

  it('is named by its page and leads back to the record under its list', () => {
    renderFamily({ data: { name: 'Mrs Nneka Danjuma' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Family' })).toBeInTheDocument();
    expect(document.title).toBe('Fees Manager | Edit Family');
    expectLinks({ 'Back to family': '/students/families/f1' });
  });

  it('says it was not found and links back to its list', () => {
    renderFamily({ notFound: true });
    expect(screen.getByRole('heading', { name: 'This family was not found' })).toBeInTheDocument();
    expectLinks({ 'Back to families': '/students/families' });
  });
});
