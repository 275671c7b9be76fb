import { NetworkError } from '@fees/shared-data';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Loaded } from './loaded';

function renderLoaded(query: { data: string[] | undefined; error: unknown; refetch: () => void }) {
  return render(
    <Loaded query={query} what="the students">
      {(names) => <p>{names.join(', ')}</p>}
    </Loaded>,
  );
}

describe('Loaded', () => {
  it('shows loading until the data is here', () => {
    renderLoaded({ data: undefined, error: null, refetch: jest.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says what failed to load, and Retry asks again', async () => {
    const refetch = jest.fn();
    renderLoaded({ data: undefined, error: new NetworkError(), refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the students.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the data in view when a later refetch fails', () => {
    renderLoaded({ data: ['Ada', 'Tunde'], error: new NetworkError(), refetch: jest.fn() });
    expect(screen.getByText('Ada, Tunde')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
