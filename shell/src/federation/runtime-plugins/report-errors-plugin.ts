import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteLoadFailure {
  id: string;
  error: unknown;
}

/**
 * Reports a remote that failed to load, then passes the error on (returns nothing), so the area's
 * error boundary shows its panel with Retry instead of the runtime substituting a module.
 */
export function reportErrorsPlugin(
  report: (failure: RemoteLoadFailure) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'fees-report-errors',
    errorLoadRemote({ id, error }) {
      report({ id, error });
      return undefined;
    },
  };
}
