import { REMOTE_AREAS, type RemoteName } from '@clientline/contracts/routes';

export type { Audience } from '@clientline/contracts/routes';
export type { Role } from '@clientline/contracts';

/** Where one remote's files are: the runtime manifest says nothing more (its routes are in the route table). */
export interface RemoteLocation {
  /** Federation name, e.g. `mfe_auth`. */
  name: string;
  /** URL of the remote's remoteEntry.js. */
  entry: string;
}

export interface RemoteDescriptor extends RemoteLocation {
  name: RemoteName;
  /** What a person calls this area, e.g. 'Sign-in' (the route table's REMOTE_AREAS). */
  title: string;
}

export interface RuntimeManifest {
  remotes: RemoteDescriptor[];
}

function isRemoteLocation(value: unknown): value is RemoteLocation {
  const remote = value as RemoteLocation;
  return typeof remote === 'object' && remote !== null && typeof remote.name === 'string' && typeof remote.entry === 'string';
}

/** The manifest's remotes the route table knows, each with the title of its area; a remote it does not know draws no page. */
export function parseManifest(value: unknown): RuntimeManifest {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes) || !remotes.every(isRemoteLocation)) {
    throw new Error('The runtime manifest is malformed');
  }
  return {
    remotes: remotes.flatMap(({ name, entry }) => (name in REMOTE_AREAS ? [{ name: name as RemoteName, entry, title: REMOTE_AREAS[name as RemoteName] }] : [])),
  };
}

const MANIFEST_URL = '/mfe-manifest.json';
const INLINE_MANIFEST_ID = 'mfe-manifest';

/** The manifest the host's server inlined into the page (shell/server/page-html.ts), saving a round trip; null when absent or malformed. */
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
