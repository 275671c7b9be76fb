import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type ShellConfig } from './runtime-config';
import { reportErrorsPlugin } from './runtime-plugins/report-errors-plugin';
import { retryPlugin } from './runtime-plugins/retry-plugin';

let entries: Record<RemoteName, string> | undefined;

export function registerFederation(config: ShellConfig): void {
  entries = config.remotes;
  registerPlugins([
    retryPlugin(),
    reportErrorsPlugin(({ id, error }) =>
      console.error(`Could not load remote module ${id}`, error),
    ),
  ]);
  // fetchShellConfig has checked that config.json names an entry for every remote; the filter
  // only tells the compiler so.
  registerRemotes(
    REMOTE_NAMES.flatMap((name) => {
      const entry = config.remotes[name];
      return entry ? [{ name, entry }] : [];
    }),
  );
}

/** After a failure the runtime may keep the dead entry; registering again with force drops it. */
export function reregisterRemote(name: RemoteName): void {
  const entry = entries?.[name];
  if (!entry) return;
  registerRemotes([{ name, entry }], { force: true });
}
