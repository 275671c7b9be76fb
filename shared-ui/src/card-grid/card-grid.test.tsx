import { render, screen, within } from '@testing-library/react';
import { CardGrid } from './card-grid';

const schools = [
  { _id: 's1', name: 'Greenfield Academy' },
  { _id: 's2', name: 'Bright Stars School' },
];

describe('CardGrid', () => {
  it('is a region named by its heading, with one list item per record', () => {
    render(
      <CardGrid
        heading="Select school to manage"
        items={schools}
        renderItem={(school) => <article>{school.name}</article>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Select school to manage' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Select school to manage',
    );
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Greenfield Academy',
      'Bright Stars School',
    ]);
  });
});
