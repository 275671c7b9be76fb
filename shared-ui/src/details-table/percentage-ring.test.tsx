import { render, screen } from '@testing-library/react';
import { PercentageRing } from './percentage-ring';

describe('PercentageRing', () => {
  it("shows the number and is named 'Fees paid: 42%'", () => {
    render(<PercentageRing percent={42} />);
    const ring = screen.getByRole('img', { name: 'Fees paid: 42%' });
    expect(ring).toHaveTextContent('42%');
  });

  it('clamps to 0–100', () => {
    render(
      <>
        <PercentageRing percent={130} label="Collected" />
        <PercentageRing percent={-3} label="Outstanding" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Collected: 100%' })).toHaveTextContent('100%');
    expect(screen.getByRole('img', { name: 'Outstanding: 0%' })).toHaveTextContent('0%');
  });

  it("reads '–' when nothing is expected yet", () => {
    render(<PercentageRing percent={null} />);
    expect(screen.getByRole('img', { name: 'Fees paid: nothing expected yet' })).toHaveTextContent(
      '–',
    );
  });

  it('fills the ring in proportion', () => {
    render(<PercentageRing percent={25} />);
    const arc = screen.getByRole('img').querySelectorAll('circle')[1];
    expect(arc).toHaveAttribute('stroke-dasharray', '25 75');
  });
});
