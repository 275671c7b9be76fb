import { render, screen } from '@testing-library/react';
import { PageCard } from './page-card';

describe('PageCard', () => {
  it('shows the h1, the lead and the task', () => {
    render(
      <PageCard
        title="Reset Password"
        lead="Enter the e-mail address of your account."
        width="narrow"
      >
        <button type="button">Send reset code</button>
      </PageCard>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByText('Enter the e-mail address of your account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset code' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('can be a region named by its title', () => {
    render(
      <PageCard title="Signup" width="wide" labelled>
        <form aria-label="Create account" />
      </PageCard>,
    );
    expect(screen.getByRole('region', { name: 'Signup' })).toContainElement(
      screen.getByRole('form', { name: 'Create account' }),
    );
  });
});
