import { Navigate, useLocation } from '@clientline/shared-ui/router';
import type { Role, RuntimeManifest } from '../remotes/manifest';
import { RemoteArea } from '../remotes/remote-area';
import { resolveRoute } from './resolve-route';

/**
 * Renders the remote that owns the current path. The remote's own <Routes> match absolute paths, so it is
 * rendered outside any shell <Route>.
 */
export function ShellRoutes({ manifest, role }: { manifest: RuntimeManifest; role: Role | null }) {
  const { pathname, search, hash } = useLocation();
  const decision = resolveRoute(`${pathname}${search}${hash}`, manifest, role);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <RemoteArea key={decision.remote.name} remote={decision.remote} />;
}
