import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ButtonLink } from '../button/button-link';
import { expectLinks } from '../testing/render-screen';
import { PageHeader } from './page-header';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/classrooms"
          element={
            <PageHeader
              title="Select classroom"
              subtitle="Greenfield Academy"
              backTo="/"
              backLabel="Back to home"
              actions={<ButtonLink to="/classrooms/register">Add Classroom</ButtonLink>}
            />
          }
        />
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/classrooms/register" element={<h1>Register classroom</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PageHeader', () => {
  it('shows the title as the page heading, with subtitle and actions', () => {
    renderAt('/classrooms');
    expect(screen.getByRole('heading', { level: 1, name: 'Select classroom' })).toBeInTheDocument();
    expect(screen.getByText('Greenfield Academy')).toBeInTheDocument();
    expectLinks({ 'Add Classroom': '/classrooms/register' });
  });

  it('leads with a back link that works from the keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/classrooms');
    await user.tab();
    const back = screen.getByRole('link', { name: 'Back to home' });
    expect(back).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('has no back link unless asked', () => {
    render(<PageHeader title="Schools" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Schools' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
