import { StrictMode } from 'react';
import '@fees/shared-ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { useConfigStore, useSessionStore } from '@fees/shared-data';
import { AppProviders } from '@fees/shared-ui';
import { registerFederation } from './federation/register-remotes';
import { fetchShellConfig } from './federation/runtime-config';
import { endSessionWhenExpired } from './guards/end-session-when-expired';
import { StartupError } from './layout/startup-error';
import { ShellRoutes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

fetchShellConfig()
  .then((config) => {
    useConfigStore.getState().setConfig({ apiUrl: config.apiUrl, paystack: config.paystack });
    registerFederation(config);
    endSessionWhenExpired();
    void useSessionStore.getState().restore();
    root.render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <ShellRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error('Fees Manager could not start', error);
    root.render(<StartupError />);
  });
