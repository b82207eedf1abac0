import { io as connect, type Socket } from 'socket.io-client';
import type { SimulatedUserAccount } from './population';

/** The screens' polling intervals and a chat message about every 20 s per user. */
const NOTIFICATIONS_EVERY_MS = 10_000;
const LISTS_EVERY_MS = 30_000;
const CHAT_EVERY_MS = 20_000;

/** What every simulated user of one run records: latencies per call, failures, pushed chat messages. */
export class LoadRecorder {
  readonly latencies = new Map<string, number[]>();
  readonly failures = new Map<string, number>();
  /** Socket deliveries expected (each message to the firm's staff and the project's client) and received. */
  deliveriesExpected = 0;
  deliveriesReceived = 0;

  record(call: string, startedAt: number, ok: boolean): void {
    if (!ok) this.failures.set(call, (this.failures.get(call) ?? 0) + 1);
    const list = this.latencies.get(call) ?? [];
    list.push(performance.now() - startedAt);
    this.latencies.set(call, list);
  }

  failureCount(): number {
    return [...this.failures.values()].reduce((sum, count) => sum + count, 0);
  }
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

interface Poll {
  call: string;
  path: string;
  everyMs: number;
}

function pollsOf({ role }: SimulatedUserAccount): Poll[] {
  const polls: Poll[] = [
    { call: 'GET /api/notifications', path: '/api/notifications', everyMs: NOTIFICATIONS_EVERY_MS },
    // The workspace's Projects screen reads pages; the portal the client's whole (short) list.
    role === 'client'
      ? { call: 'GET /api/projects', path: '/api/projects', everyMs: LISTS_EVERY_MS }
      : { call: 'GET /api/projects?limit=25', path: '/api/projects?limit=25', everyMs: LISTS_EVERY_MS },
  ];
  if (role === 'organization') {
    polls.push(
      { call: 'GET /api/metrics/dashboard', path: '/api/metrics/dashboard', everyMs: LISTS_EVERY_MS },
      { call: 'GET /api/webhook-requests', path: '/api/webhook-requests', everyMs: LISTS_EVERY_MS },
    );
  }
  return polls;
}

/**
 * One browser: a socket, the polls of its screens (presenting the last ETag, as the data layer does) and
 * a chat message now and then, from start() until stop(), all against one api process.
 */
export class SimulatedUser {
  private socket: Socket | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly etags = new Map<string, string>();
  private readonly calls = new Set<Promise<void>>();

  constructor(
    private readonly account: SimulatedUserAccount,
    private readonly baseUrl: string,
    private readonly recorder: LoadRecorder,
    private readonly recipientsPerMessage: (projectId: string) => number,
  ) {}

  async connect(): Promise<void> {
    const socket = connect(this.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { cookie: this.account.cookie }, reconnection: false });
    this.socket = socket;
    socket.on('new_message', () => (this.recorder.deliveriesReceived += 1));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  }

  start(): void {
    for (const poll of pollsOf(this.account)) this.every(poll.everyMs, () => this.poll(poll));
    this.every(CHAT_EVERY_MS, () => this.chat());
  }

  /** Starts no more calls; resolves once those under way are answered. The socket stays open for their pushes. */
  async stop(): Promise<void> {
    this.timers.forEach(clearInterval);
    await Promise.all(this.calls);
  }

  close(): void {
    this.socket?.close();
  }

  /** Runs `task` every `everyMs` from a random first moment, so 200 users do not poll in step. */
  private every(everyMs: number, task: () => Promise<void>): void {
    const run = () => {
      const call = task().finally(() => this.calls.delete(call));
      this.calls.add(call);
    };
    const first = setTimeout(() => {
      run();
      this.timers.push(setInterval(run, everyMs));
    }, Math.random() * everyMs);
    this.timers.push(first);
  }

  private async poll({ call, path }: Poll): Promise<void> {
    const startedAt = performance.now();
    const etag = this.etags.get(path);
    try {
      const response = await fetch(`${this.baseUrl}${path}`, { headers: { cookie: this.account.cookie, ...(etag && { 'if-none-match': etag }) } });
      await response.arrayBuffer();
      const newEtag = response.headers.get('etag');
      if (newEtag) this.etags.set(path, newEtag);
      this.recorder.record(call, startedAt, response.status === 200 || response.status === 304);
    } catch {
      this.recorder.record(call, startedAt, false);
    }
  }

  private async chat(): Promise<void> {
    const { projectIds } = this.account;
    const projectId = projectIds[Math.floor(Math.random() * projectIds.length)]!;
    const startedAt = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}/api/projects/${projectId}/messages`, {
        method: 'POST',
        headers: { cookie: this.account.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Is there anything else you need from me this week?' }),
      });
      await response.arrayBuffer();
      this.recorder.record('POST /api/projects/{id}/messages', startedAt, response.status === 201);
      if (response.status === 201) this.recorder.deliveriesExpected += this.recipientsPerMessage(projectId);
    } catch {
      this.recorder.record('POST /api/projects/{id}/messages', startedAt, false);
    }
  }
}
