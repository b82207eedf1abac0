import { z } from 'zod';
import { templateBatchSchema } from '@clientline/contracts';

/**
 * The clients the firm ticked on the Clients screen, as its "Create projects…" opens Create projects with them
 * (react-router navigation state, `{ clientIds, clientNames }`). The ids are what the batch sends; the
 * names are only shown.
 */
export interface ChosenClients {
  clientIds: string[];
  clientNames: string[];
}

// The ids as a batch takes them (1 to TEMPLATE_BATCH_MAX): anything else in the history state is not ours.
const chosenClientsSchema = z.object({
  clientIds: templateBatchSchema.shape.clientIds.unwrap(),
  clientNames: z.array(z.string()).catch([]),
});

/**
 * The chosen clients a page was opened with, or null: opened directly, from a link, or with a state that is
 * not this page's (the browser keeps a history entry's state, from an older version of the page too).
 */
export function chosenClientsOf(state: unknown): ChosenClients | null {
  const parsed = chosenClientsSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}

/** The names shown in full: more than these are counted. */
const NAMED_CLIENTS = 5;

/** "Ava", "Ava and Ben", "Ava, Ben and Cleo"; past five, "Ava, Ben, Cleo, Dana, Eli and 3 more". */
export function namesOf(names: string[]): string {
  const more = names.length - NAMED_CLIENTS;
  if (more > 0) return `${names.slice(0, NAMED_CLIENTS).join(', ')} and ${more} more`;
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
