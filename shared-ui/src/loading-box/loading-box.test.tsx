import { render, screen } from '@testing-library/react';
import { LoadingBox } from './loading-box';

describe('LoadingBox', () => {
  it("announces 'Loading...' politely by default", () => {
    render(<LoadingBox />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the given text', () => {
    render(<LoadingBox text="Loading schools..." size="inline" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading schools...');
  });

  it('reads only the text: the spinner is decorative', () => {
    render(<LoadingBox />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });
});
