import { render, screen } from '@testing-library/react';
import { ArrowLeftIcon } from './arrow-left-icon';
import { ArrowRightIcon } from './arrow-right-icon';
import { CloseIcon } from './close-icon';
import { SearchIcon } from './search-icon';

describe('icons', () => {
  it.each([
    ['ArrowRightIcon', ArrowRightIcon],
    ['ArrowLeftIcon', ArrowLeftIcon],
    ['CloseIcon', CloseIcon],
    ['SearchIcon', SearchIcon],
  ])('%s is decorative: hidden from assistive tech and never focusable', (_name, Icon) => {
    render(
      <button type="button">
        <Icon />
        Go
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    const svg = button.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });
});
