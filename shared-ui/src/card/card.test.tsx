import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('holds its content', () => {
    render(
      <Card>
        <p>Greenfield Academy</p>
      </Card>,
    );
    expect(screen.getByText('Greenfield Academy')).toBeInTheDocument();
  });

  it('can be a labelled section or a list item', () => {
    render(
      <>
        <Card as="section" aria-labelledby="console">
          <h2 id="console">Management console</h2>
        </Card>
        <ul>
          <Card as="li" compact>
            Primary 1
          </Card>
        </ul>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Management console' })).toHaveClass('card');
    expect(screen.getByRole('listitem')).toHaveClass('card', 'compact');
  });
});
