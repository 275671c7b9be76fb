import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ButtonLink } from './button-link';

describe('ButtonLink', () => {
  function renderAt(path: string) {
    return render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/schools"
            element={
              <ButtonLink to="/schools/register" variant="light" shadow>
                Register school
              </ButtonLink>
            }
          />
          <Route path="/schools/register" element={<h1>Register a school</h1>} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('is a real link with the button look', () => {
    renderAt('/schools');
    const link = screen.getByRole('link', { name: 'Register school' });
    expect(link).toHaveAttribute('href', '/schools/register');
    expect(link).toHaveClass('button', 'light', 'fixed', 'shadow');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('navigates when activated from the keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/schools');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Register school' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Register a school' })).toBeInTheDocument();
  });
});
