import { createHmac } from 'node:crypto';
import type Koa from 'koa';
import { derivedKey } from './conditional-get';
import { organizationScope, readChangeVersions, userScope } from './model';

/**
 * The change token of a signed-in user now (`@clientline/contracts/session-hint`'s CHANGES_META_NAME):
 * an HMAC of who they are and the change versions of their firm and their own, so it moves on with every
 * write to what they can read, says nothing of the counters, and is never another person's. Their page's
 * HTML carries it, and the socket server sends it once their socket has joined its rooms.
 */
export async function changesTokenOf(app: Koa, userId: string, organizationId: string): Promise<string> {
  const versions = await readChangeVersions([organizationScope(organizationId), userScope(userId)]);
  return createHmac('sha256', derivedKey(app, 'changes'))
    .update([userId, organizationId, versions.join('.')].join('\n'))
    .digest('base64url')
    .slice(0, 27);
}
