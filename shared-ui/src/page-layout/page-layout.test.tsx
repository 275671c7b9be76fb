import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expectLinks } from '../testing/render-screen';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('shows the header, its back link and actions over the content', () => {
    render(
      <MemoryRouter>
        <PageLayout
          width="list"
          title="Classrooms"
          subtitle="Greenfield Academy"
          backTo="/"
          backLabel="Back to home"
          actions={<button type="button">Add Classroom</button>}
        >
          <p>There are no classrooms registered under Greenfield Academy.</p>
        </PageLayout>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Classrooms' })).toBeInTheDocument();
    expect(screen.getByText('Greenfield Academy')).toBeInTheDocument();
    expectLinks({ 'Back to home': '/' });
    expect(screen.getByRole('button', { name: 'Add Classroom' })).toBeInTheDocument();
    expect(
      screen.getByText('There are no classrooms registered under Greenfield Academy.'),
    ).toBeInTheDocument();
  });

  it('needs no back link', () => {
    render(
      <MemoryRouter>
        <PageLayout width="form" title="Register School">
          <form aria-label="Register school" />
        </PageLayout>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Register School' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Register school' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
