import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A mail the embedded SMTP server caught, as the local mailbox page shows it. */
export interface CaughtMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  messageId: string | null;
  html: string;
  text: string;
}

const ID = /^\d{13}-[0-9a-f]{8}$/;

/** The caught mail of development and tests, one JSON file each under DATA_DIR/mailbox, kept across restarts. */
export class Mailbox {
  constructor(readonly directory: string) {}

  async save(mail: Omit<CaughtMail, 'id' | 'receivedAt'>): Promise<CaughtMail> {
    const received = new Date();
    const caught = { id: `${received.getTime()}-${randomBytes(4).toString('hex')}`, receivedAt: received.toISOString(), ...mail };
    await mkdir(this.directory, { recursive: true });
    await writeFile(path.join(this.directory, `${caught.id}.json`), JSON.stringify(caught));
    return caught;
  }

  /** Newest first. */
  async list(): Promise<CaughtMail[]> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    const ids = names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)).filter((id) => ID.test(id));
    const mails = await Promise.all(ids.sort().reverse().map((id) => this.get(id)));
    return mails.filter((mail): mail is CaughtMail => mail !== null);
  }

  async get(id: string): Promise<CaughtMail | null> {
    if (!ID.test(id)) return null;
    try {
      return JSON.parse(await readFile(path.join(this.directory, `${id}.json`), 'utf8')) as CaughtMail;
    } catch {
      return null;
    }
  }
}
