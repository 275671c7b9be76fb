import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CurrentSchoolFallback } from './current-school-fallback';

function renderFallback(current: { missing: boolean; error: Error | null; refetch: () => void }) {
  return render(
    <MemoryRouter>
      <CurrentSchoolFallback current={current} purpose="see its payments" />
    </MemoryRouter>,
  );
}

describe('CurrentSchoolFallback', () => {
  it('says no school is selected when none is chosen', () => {
    renderFallback({ missing: true, error: null, refetch: jest.fn() });
    expect(
      screen.getByText('No school is selected. Choose a school first to see its payments.'),
    ).toBeInTheDocument();
  });

  it('says why the school did not load, and Retry asks again', async () => {
    const refetch = jest.fn();
    renderFallback({ missing: false, error: new Error('offline'), refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the current school.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows loading while the school is on its way', () => {
    renderFallback({ missing: false, error: null, refetch: jest.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
