import { render, screen } from '@testing-library/react';
import { Callout } from './callout';

describe('Callout', () => {
  it('reports a success politely, with its title first', () => {
    render(
      <Callout tone="success" role="status" title="Your password has been reset.">
        <p>You can now log in with your new password.</p>
      </Callout>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been reset.You can now log in with your new password.',
    );
  });

  it('reports a failure as an alert', () => {
    render(
      <Callout tone="danger" role="alert">
        This e-mail is already registered.
      </Callout>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This e-mail is already registered.');
  });
});
