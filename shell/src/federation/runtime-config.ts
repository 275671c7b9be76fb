import apps from '../../../apps.json';

/** The federated container names of the remotes in apps.json. */
export const REMOTE_NAMES: readonly string[] = apps.remotes.map((remote) => remote.name);

export type RemoteName = string;

/** config.json served beside the shell: where each remote lives is read at run time. */
export interface ShellConfig {
  apiUrl: string;
  remotes: Record<RemoteName, string>;
  paystack: { publicKey: string; inlineUrl: string; simulated?: boolean };
}

function isShellConfig(value: unknown): value is ShellConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Partial<ShellConfig>;
  return (
    typeof config.apiUrl === 'string' &&
    typeof config.remotes === 'object' &&
    config.remotes !== null &&
    REMOTE_NAMES.every((name) => typeof config.remotes?.[name] === 'string') &&
    typeof config.paystack?.inlineUrl === 'string'
  );
}

let requested: Promise<ShellConfig> | undefined;

/** config.json, asked for once per page load: the entry starts it, the bootstrap reads it. */
export function fetchShellConfig(): Promise<ShellConfig> {
  requested ??= readShellConfig();
  return requested;
}

async function readShellConfig(): Promise<ShellConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isShellConfig(config)) throw new Error('config.json is missing apiUrl, remotes or paystack');
  return config;
}
