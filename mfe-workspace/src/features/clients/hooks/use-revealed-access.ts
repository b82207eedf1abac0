import { useCallback, useState } from 'react';
import type { AccessDetailsProps } from '../../../components/access-details';

/**
 * Login details shown once by the api (a new client, renewed access), kept while the page is open so the
 * firm can still copy them from the list; gone on reload, as the api keeps no clear copy.
 */
export function useRevealedAccess() {
  const [byClient, setByClient] = useState<ReadonlyMap<string, AccessDetailsProps>>(new Map());
  const remember = useCallback((client: AccessDetailsProps & { id: string }) => {
    setByClient((current) => new Map(current).set(client.id, client));
  }, []);
  return { accessOf: (clientId: string) => byClient.get(clientId), remember };
}
