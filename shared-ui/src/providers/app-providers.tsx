import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@fees/shared-data';
import { AppToaster } from '../toaster/app-toaster';

interface Props {
  children: ReactNode;
}

/** What every page needs around it: the page's one query cache and the one toaster. */
export function AppProviders({ children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
