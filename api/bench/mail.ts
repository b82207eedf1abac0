import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Figure } from '../../bench/figures';
import { ask, type Drained, type Queueing } from './ipc';

/**
 * The mail figures of `npm run bench -w api`: what queueing a mail adds to the request that causes it,
 * timed in the api process (mail-in-api.ts), and how fast that process's outbox worker drains the outbox
 * to an SMTP server that runs here, outside it, as a relay would.
 */
const SAMPLES = Number(process.env.BENCH_MAIL_SAMPLES ?? 2000);
const DRAIN_MAILS = Number(process.env.BENCH_DRAIN_MAILS ?? 2000);
const DRAIN_HISTORY = Number(process.env.BENCH_DRAIN_HISTORY ?? 10_000);

async function queueingFigure(child: ChildProcess, clientId: string): Promise<Figure> {
  const { withMailP95, withoutMailP95 } = await ask<Queueing>(child, { type: 'queueing', clientId, samples: SAMPLES });
  return {
    name: `mail: queueing one, added to Send password reset (p95 of ${SAMPLES})`,
    value: withMailP95 - withoutMailP95,
    unit: 'ms',
    baseline: { name: 'the same without its mail', value: withoutMailP95 },
    goal: '< 1 ms',
    met: withMailP95 - withoutMailP95 < 1,
  };
}

/** A local SMTP server that takes every mail and notes its Message-ID. */
async function startSmtpServer() {
  const messageIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const headers = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n')[0]!;
        messageIds.push(/^message-id:\s*(\S+)/im.exec(headers)?.[1] ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    messageIds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The outbox (the queueing figure's mails, topped up to DRAIN_MAILS, among DRAIN_HISTORY sent before),
 * sent by the api process's worker.
 */
async function drainFigures(child: ChildProcess): Promise<Figure[]> {
  const smtp = await startSmtpServer();
  try {
    const drained = await ask<Drained>(child, { type: 'drain', smtpUrl: smtp.url, atLeast: DRAIN_MAILS, history: DRAIN_HISTORY });
    // The rate counts only if every mail arrived, once.
    const distinct = new Set(smtp.messageIds).size;
    if (drained.failed > 0 || smtp.messageIds.length !== drained.mails || distinct !== drained.mails) {
      throw new Error(`outbox drain: ${drained.mails} mails, ${drained.failed} failed, ${smtp.messageIds.length} arrived (${distinct} distinct)`);
    }
    const rate = drained.mails / (drained.ms / 1000);
    return [
      { name: `mail: outbox drain, one process, ${drained.mails} mails (${DRAIN_HISTORY} sent before) to a local SMTP server`, value: rate, unit: 'mails/s', goal: '>= 100 mails/s', met: rate >= 100 },
      // Steadier than the rate on a busy machine: one core at this cost sends 1000 / it mails a second.
      { name: 'mail: outbox drain, CPU of the api process (its devdb included)', value: drained.cpuMs / drained.mails, unit: 'ms/mail', goal: '', met: null },
    ];
  } finally {
    await smtp.close();
  }
}

export async function mailFigures(child: ChildProcess, clientId: string): Promise<Figure[]> {
  return [await queueingFigure(child, clientId), ...(await drainFigures(child))];
}
