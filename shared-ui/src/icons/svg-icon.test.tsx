import { render, screen } from '@testing-library/react';
import { SvgIcon } from './svg-icon';

describe('SvgIcon', () => {
  it('is decorative: the button beside it keeps its own name', () => {
    render(
      <button type="button">
        <SvgIcon>
          <path d="M4 6h16" />
        </SvgIcon>
        Menu
      </button>,
    );
    const svg = screen.getByRole('button', { name: 'Menu' }).querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M4 6h16');
  });

  it('takes a size and a stroke in place of its defaults', () => {
    render(
      <a href="/">
        <SvgIcon width="20" height="20" strokeWidth="1.8">
          <path d="M4 6h16" />
        </SvgIcon>
        Home
      </a>,
    );
    const svg = screen.getByRole('link', { name: 'Home' }).querySelector('svg');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('stroke-width', '1.8');
  });
});
