import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { RecordCard } from './record-card';

describe('RecordCard', () => {
  it('is an article named by the record, with its facts and a link to it', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    render(
      <MemoryRouter>
        <RecordCard
          title="Greenfield Academy"
          description="12 Allen Avenue, Ikeja"
          facts={[
            { label: 'Level', value: 'Primary' },
            { label: 'Students', value: 42 },
          ]}
          to="/schools/s1"
          linkLabel="View School"
          onOpen={onOpen}
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Greenfield Academy' });
    expect(card).toHaveTextContent('12 Allen Avenue, Ikeja');
    expect(within(card).getByText('Level:').nextSibling).toHaveTextContent('Primary');
    expect(within(card).getByText('Students:').nextSibling).toHaveTextContent('42');

    const link = within(card).getByRole('link', { name: 'View School' });
    expect(link).toHaveAttribute('href', '/schools/s1');
    await user.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('leaves the description out when there is none', () => {
    render(
      <MemoryRouter>
        <RecordCard
          title="Primary 1"
          facts={[{ label: 'Class teacher', value: 'Mrs Bello' }]}
          factsLayout="stacked"
          to="/classrooms/c1"
          linkLabel="View classroom"
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Primary 1' });
    expect(card.querySelectorAll('p')).toHaveLength(0);
    expect(within(card).getByRole('link', { name: 'View classroom' })).toBeInTheDocument();
  });
});
