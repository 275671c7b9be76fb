import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expectLinks } from '@fees/shared-ui/testing';
import { HomeCard } from './home-card';

describe('HomeCard', () => {
  it('is a region named by its title, with its text and the button to its page', () => {
    render(
      <MemoryRouter>
        <HomeCard
          icon="payments"
          title="View payments"
          text="See every fee paid into the chosen school."
          to="/payments"
          action="Open payments"
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('region', { name: 'View payments' });
    expect(card).toHaveTextContent('See every fee paid into the chosen school.');
    expectLinks({ 'Open payments': '/payments' });
  });
});
