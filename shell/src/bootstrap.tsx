import { StrictMode } from 'react';
import '@fees/shared-ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerFederation } from './federation/register-remotes';
import { fetchShellConfig } from './federation/runtime-config';
import { StartupError } from './layout/startup-error';
import { ShellRoutes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

fetchShellConfig()
  .then((config) => {
    registerFederation(config);
    root.render(
      <StrictMode>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error('Fees Manager could not start', error);
    root.render(<StartupError />);
  });
