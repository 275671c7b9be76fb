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
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}

/** After a failure the runtime may keep the dead entry; registering again with force drops it. */
export function reregisterRemote(name: RemoteName): void {
  if (!entries) return;
  registerRemotes([{ name, entry: entries[name] }], { force: true });
}
