export type Role = 'organization' | 'team_member' | 'client';
export type Audience = Role | 'anonymous';

export interface RemoteDescriptor {
  /** Federation name, e.g. `mfe_auth`. */
  name: string;
  /** What a person calls this area, e.g. 'Sign-in'. */
  title: string;
  /** URL of the remote's remoteEntry.js. */
  entry: string;
  /** react-router path patterns the remote owns; a route may narrow who may open it. */
  routes: Array<string | { path: string; roles: Audience[] }>;
  /** Who may open the remote's routes. */
  roles: Audience[];
}

export interface RuntimeManifest {
  remotes: RemoteDescriptor[];
}

const MANIFEST_URL = '/mfe-manifest.json';
const INLINE_MANIFEST_ID = 'mfe-manifest';

function isRemoteDescriptor(value: unknown): value is RemoteDescriptor {
  const remote = value as RemoteDescriptor;
  return (
    typeof remote === 'object' &&
    remote !== null &&
    typeof remote.name === 'string' &&
    typeof remote.title === 'string' &&
    typeof remote.entry === 'string' &&
    Array.isArray(remote.routes) &&
    Array.isArray(remote.roles)
  );
}

export function parseManifest(value: unknown): RuntimeManifest {
  const remotes = (value as RuntimeManifest | null)?.remotes;
  if (!Array.isArray(remotes) || !remotes.every(isRemoteDescriptor)) {
    throw new Error('The runtime manifest is malformed');
  }
  return { remotes };
}

/** The manifest the api inlined into the page (api/src/static/page-html.ts), saving a round trip; null when absent or malformed. */
function inlineManifest(): RuntimeManifest | null {
  const text = document.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return null;
  try {
    return parseManifest(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The manifest inlined in the page, else /mfe-manifest.json (the dev server's page has none). */
export async function loadManifest(): Promise<RuntimeManifest> {
  const inlined = inlineManifest();
  if (inlined) return inlined;
  const response = await fetch(MANIFEST_URL, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: could not load ${MANIFEST_URL}`);
  return parseManifest(await response.json());
}
