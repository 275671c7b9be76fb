import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';

let broken = true;

function Section() {
  if (broken) throw new Error('remote code threw');
  return <h1>Payments</h1>;
}

test('a section that throws shows the error panel, and Retry renders it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onRetry = jest.fn(() => {
    broken = false;
  });
  render(
    <RemoteErrorBoundary
      onRetry={onRetry}
      fallback={(retry) => <RemoteErrorPanel label="Payments" onRetry={retry} />}
    >
      <Section />
    </RemoteErrorBoundary>,
  );

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('This section is unavailable right now.');
  expect(alert).toHaveTextContent('Payments could not be loaded.');
  expect(
    screen.getByRole('heading', { name: 'This section is unavailable right now.' }),
  ).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
