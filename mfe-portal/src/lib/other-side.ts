/** The other side of a project, as the person reading says it: their firm to a client, the client to the firm. */
export function otherSideOf(forClient: boolean): string {
  return forClient ? 'your firm' : 'the client';
}
