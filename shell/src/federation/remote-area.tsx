import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { LoadingBox } from '@fees/shared-ui';
import { reregisterRemote } from './register-remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import type { RemoteName } from './runtime-config';

type RoutesModule = { default: ComponentType };

function lazyRoutes(remote: RemoteName): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const module = await loadRemote<RoutesModule>(`${remote}/routes`);
    if (!module?.default) throw new Error(`${remote}/routes exposes no component`);
    return module;
  });
}

// One lazy component per remote for the page's life, so moving between its pages does not suspend
// again. Retry replaces it, because React.lazy remembers a failure forever.
const loaded = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function routesOf(remote: RemoteName) {
  let routes = loaded.get(remote);
  if (!routes) {
    routes = lazyRoutes(remote);
    loaded.set(remote, routes);
  }
  return routes;
}

interface Props {
  remote: RemoteName;
  label: string;
}

/**
 * Mounts one remote's routes with a loading state, and an error panel with Retry in its own area.
 * Key it by remote: its state holds that remote's lazy component.
 */
export function RemoteArea({ remote, label }: Props) {
  const [Routes, setRoutes] = useState(() => routesOf(remote));

  const retry = () => {
    reregisterRemote(remote);
    const fresh = lazyRoutes(remote);
    loaded.set(remote, fresh);
    setRoutes(() => fresh);
  };

  return (
    <RemoteErrorBoundary
      onRetry={retry}
      fallback={(onRetry) => <RemoteErrorPanel label={label} onRetry={onRetry} />}
    >
      <Suspense fallback={<LoadingBox text={`Loading ${label}...`} />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
