import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ButtonLink } from '../button/button-link';
import { expectLinks } from '../testing/render-screen';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the message and the way forward', () => {
    render(
      <MemoryRouter>
        <EmptyState
          message="Please create a school to get started."
          action={<ButtonLink to="/schools/register">Register school</ButtonLink>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Please create a school to get started.')).toBeInTheDocument();
    expectLinks({ 'Register school': '/schools/register' });
  });

  it('can stand without an action', () => {
    render(<EmptyState message="There are no payments made to Greenfield Academy." />);
    expect(
      screen.getByText('There are no payments made to Greenfield Academy.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
