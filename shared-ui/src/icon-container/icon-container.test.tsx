import { render, screen } from '@testing-library/react';
import { IconContainer } from './icon-container';

describe('IconContainer', () => {
  it('is hidden from assistive tech when it has no label', () => {
    render(
      <button type="button">
        <IconContainer>
          <svg />
        </IconContainer>
        Notifications
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is a named image when it has a label', () => {
    render(
      <IconContainer label="Payments" tone="success" size="lg" round>
        <svg />
      </IconContainer>,
    );
    expect(screen.getByRole('img', { name: 'Payments' })).toHaveClass(
      'container',
      'success',
      'lg',
      'round',
    );
  });
});
