import type { ChildProcess } from 'node:child_process';

/** What the bench asks its servers process (servers.ts) over IPC. */
export type ServerRequest =
  | { type: 'cpu' }
  /** Moves the firm's change version on, as a write would: the next list is read afresh. */
  | { type: 'change'; organizationId: string }
  | { type: 'queueing'; clientId: string; samples: number }
  | DrainRequest;

/** Drain the outbox to `smtpUrl`: at least `atLeast` queued mails, among `history` sent before. */
export interface DrainRequest {
  type: 'drain';
  smtpUrl: string;
  atLeast: number;
  history: number;
}

/** The answer to `queueing`: Send password reset's service step with its mail and without it. */
export interface Queueing {
  withMailP95: number;
  withoutMailP95: number;
}

/** The answer to `drain`: one outbox worker sent the outbox to `smtpUrl`. */
export interface Drained {
  mails: number;
  ms: number;
  /** CPU time of the servers process (the worker and devdb, which runs in it) while it drained. */
  cpuMs: number;
  failed: number;
}

/** Sends `request` to the servers process and resolves with its answer (requests go one at a time). */
export function ask<Answer>(child: ChildProcess, request: ServerRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    child.once('message', (answer) => {
      const { error } = answer as { error?: string };
      if (error) reject(new Error(`bench servers: ${error}`));
      else resolve(answer as Answer);
    });
    child.send(request);
  });
}
