import apps from '../../apps.json';

/** Where `npm start`, which the suite runs against, serves an app: its port in apps.json. */
const localOrigin = (port: number) => `http://localhost:${port}`;

export const SHELL_ORIGIN = localOrigin(apps.shell.port);

/** Each remote of apps.json with the origin it is served from. */
export const REMOTES = apps.remotes.map((remote) => ({
  ...remote,
  origin: localOrigin(remote.port),
}));

export const API_ORIGIN = localOrigin(apps.api.port);

/** The remote that owns a URL space, such as `payments` for /payments/create. */
export function remoteOwning(path: string) {
  const segment = path.split('/')[1];
  const owner = REMOTES.find((remote) => remote.spaces.some((space) => space.path === segment));
  if (!owner) throw new Error(`No remote of apps.json owns ${path}`);
  return owner;
}
