import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppToaster } from './app-toaster';
import { toastError, toastSuccess } from './show-toast';

afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

describe('AppToaster', () => {
  it('shows a success toast politely', async () => {
    render(<AppToaster />);
    act(() => {
      toastSuccess('School updated successfully!');
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('School updated successfully!');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('announces an error assertively', async () => {
    render(<AppToaster />);
    act(() => {
      toastError('Incorrect password');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect password');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
  });

  it('keeps toasts within the toast width token', async () => {
    render(<AppToaster />);
    act(() => {
      toastSuccess('Classroom updated successfully!');
    });
    const message = await screen.findByText('Classroom updated successfully!');
    expect(message.closest('[style*="max-width"]')).toHaveStyle({
      maxWidth: 'var(--size-toast-max-width)',
    });
  });

  it('holds at most 20 toasts', async () => {
    render(<AppToaster />);
    act(() => {
      for (let n = 1; n <= 25; n += 1) toastSuccess(`Payment ${n} received`);
    });
    expect(await screen.findByText('Payment 25 received')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(20);
    expect(screen.queryByText('Payment 5 received')).not.toBeInTheDocument();
    expect(screen.getByText('Payment 6 received')).toBeInTheDocument();
  });

  it('removes a dismissed toast after 1000 ms', () => {
    jest.useFakeTimers();
    render(<AppToaster />);
    let id = '';
    act(() => {
      id = toastSuccess('Student updated successfully!');
    });
    expect(screen.getByText('Student updated successfully!')).toBeInTheDocument();

    act(() => toast.dismiss(id));
    act(() => {
      jest.advanceTimersByTime(999);
    });
    expect(screen.getByText('Student updated successfully!')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Student updated successfully!')).not.toBeInTheDocument();
  });
});
