import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchInput, type SearchInputProps } from './search-input';

function Controlled(props: Partial<SearchInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <SearchInput
      label="Search students"
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

describe('SearchInput', () => {
  it('is a search box named by its (visually hidden) label', () => {
    render(<Controlled placeholder="Search by name" />);
    const box = screen.getByRole('searchbox', { name: 'Search students' });
    expect(box).toHaveAttribute('placeholder', 'Search by name');
    expect(screen.getByText('Search students').parentElement).toHaveClass('visuallyHidden');
  });

  it('can show its label', () => {
    render(<Controlled showLabel />);
    expect(screen.getByText('Search students')).toHaveClass('label');
  });

  it('reports what is typed', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'Ade');
    expect(onValueChange).toHaveBeenLastCalledWith('Ade');
    expect(screen.getByRole('searchbox')).toHaveValue('Ade');
  });

  it('offers a clear button only when there is text; it clears and returns focus', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search students' });
    await user.type(box, 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('reaches the clear button with Tab and clears with Enter', async () => {
    const user = userEvent.setup();
    render(<Controlled value="Bello" clearLabel="Clear student search" />);
    await user.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear student search' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('clears with Escape', async () => {
    const user = userEvent.setup();
    render(<Controlled value="Musa" />);
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('leaves Escape to the caller when its onKeyDown prevents the default', async () => {
    const user = userEvent.setup();
    render(<Controlled value="Musa" onKeyDown={(event) => event.preventDefault()} />);
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('Musa');
  });

  it('passes ARIA through, so the shell can make it a combobox over its results', () => {
    render(
      <>
        <Controlled
          role="combobox"
          aria-expanded
          aria-controls="results"
          aria-autocomplete="list"
        />
        <ul id="results" role="listbox" aria-label="Results" />
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'Search students' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', 'results');
  });
});
