import { createHash } from 'node:crypto';
import EmailReplyParser from 'email-reply-parser';
import { simpleParser, type AddressObject } from 'mailparser';
import mongoose, { type Types } from 'mongoose';
import { OUTSTANDING_DOCUMENT_REQUEST_STATUSES, practiceWords, type PracticeWords } from '@clientline/contracts';
import type { DNSResolver } from 'mailauth';
import type { Actor } from '../actor/actor';
import { loadActor } from '../actor/load-actor';
import { actingAs } from '../audit/context';
import { messageObject, recordAudit } from '../audit/record';
import { DocumentRequestItem, type DocumentRequestItemRecord } from '../documents/model';
import { attachDocuments } from '../documents/service';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { queueMail } from '../mail/outbox';
import { appLink, clientLink } from '../mail/settings';
import { sendMessage } from '../messages/service';
import { Message, type MessageRecord } from '../messages/model';
import { findVisibleProject } from '../projects/access';
import { Project, type ProjectRecord } from '../projects/model';
import { firmOfClientMail, type FirmOfClientMail } from '../organizations/practice';
import { partId } from '../ids/part-id';
import { User, type UserRecord } from '../users/model';
import { tokenOf } from './addresses';
import { NOT_VERIFIED, verifiedSender, type Envelope } from './authenticity';
import { InboundMail, ReplyAddress, type ReplyAddressRecord } from './model';

/** `messageId`: the chat message it posted (none for a reply of attachments alone). */
export type ReplyOutcome = { status: 'posted'; messageId: string | null } | { status: 'refused'; reason: string } | { status: 'duplicate' } | { status: 'ignored' };

/** Why a reply was not posted, the project called by the word its reader uses (a law firm's client reads "matter"). */
export function refusals({ singular }: PracticeWords) {
  return {
    revoked: 'This reply address is no longer in use',
    /** Named, so a person who answered from another mailbox of theirs knows which. */
    notThePerson: (from: string) => `It came from ${from || 'no address we could read'}, not from the address we wrote to`,
    noAccess: `You no longer have access to this ${singular}`,
    archived: `The ${singular} is archived`,
    empty: 'It had no text of its own above the quoted mail, and no attachment',
  };
}

/** What a reply came with, as SMTP or a provider hands it over. */
export interface IncomingReply {
  raw: Buffer;
  envelope: Envelope & { rcptTo?: string[] };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = Array.isArray(field) ? field : field ? [field] : [];
  return objects.flatMap((object) => object.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

/**
 * The person's own words: the quoted mail, and a signature after "-- ", taken off. The parser keeps a
 * signature that starts the mail (a reply of nothing but one), so what follows the delimiter goes here too.
 */
function ownWords(text: string): string {
  const parsed = new EmailReplyParser().parseReply(text);
  const lines = parsed.split('\n');
  const signature = lines.findIndex((line) => line.trimEnd() === '--');
  return (signature === -1 ? parsed : lines.slice(0, signature).join('\n')).trim();
}

/** Who a refusal is told to: the person the reply address is theirs, or the verified sender once that person is gone. */
interface Refused {
  to: string;
  organizationId: Types.ObjectId;
  userId: Types.ObjectId | null;
  projectId: Types.ObjectId;
  projectName: string | null;
  /** A client's link goes through their firm's sign-in page and reads their firm's word for the project. */
  client: FirmOfClientMail | null;
}

async function refuse(messageKey: string, reason: string, { to, organizationId, userId, projectId, projectName, client }: Refused): Promise<ReplyOutcome> {
  try {
    await InboundMail.create({ messageKey, organizationId, projectId, userId, status: 'refused', reason });
  } catch (error) {
    if (isDuplicateKeyError(error)) return { status: 'duplicate' };
    throw error;
  }
  const work = practiceWords(client?.practice);
  const path = `/project/${projectId.toString()}`;
  const refusal = refusals(work);
  // Sent to its chat only while they may still open it.
  const chatIsOpen = reason !== refusal.noAccess;
  await queueMail({
    key: `reply-refused:${messageKey}`,
    organizationId,
    to,
    fromFirm: true,
    content: {
      subject: `Your reply was not posted${projectName ? ` to ${projectName}` : ''}`,
      heading: 'Your reply was not posted',
      paragraphs: [
        `${reason.replace(/\.$/, '')}.`,
        chatIsOpen ? `Nothing of it was posted. Answer in the ${work.singular}’s chat instead, where everyone on the ${work.singular} reads it.` : 'Nothing of it was posted.',
      ],
      ...(chatIsOpen && { action: { label: `Open the ${work.singular}`, url: client ? clientLink(client.firmSlug, path) : appLink(path) } }),
    },
  });
  return { status: 'refused', reason };
}

/**
 * A reply to a project's mail, from SMTP (the inbound listener, or the local catcher in development) or a
 * provider's webhook: posted as a chat message from the person the reply address is theirs, once per
 * Message-ID. It must come from that person's address, pass the sender checks (authenticity.ts), and they
 * must still see the project; anything else is refused with one short mail to them saying why, and nothing
 * is posted. A mail to no reply address of ours, or to one nobody has, is ignored (there is nobody to tell).
 */
export async function receiveReply({ raw, envelope }: IncomingReply, resolver: DNSResolver | undefined): Promise<ReplyOutcome> {
  const parsed = await simpleParser(raw);
  const recipients = [...(envelope.rcptTo ?? []), ...addresses(parsed.to), ...addresses(parsed.cc)];
  const token = recipients.map(tokenOf).find((found) => found !== null);
  if (!token) return { status: 'ignored' };
  const messageKey = parsed.messageId ?? createHash('sha256').update(raw).digest('hex');
  if (await InboundMail.exists({ messageKey })) return { status: 'duplicate' };

  const address = await ReplyAddress.findOne({ token }, null, { unscoped: true }).lean<ReplyAddressRecord>();
  if (!address) return { status: 'ignored' };
  const [person, project, firm] = await Promise.all([
    User.findOne({ _id: address.userId, organizationId: address.organizationId }).lean<UserRecord>(),
    Project.findOne({ _id: address.projectId, organizationId: address.organizationId }).lean<ProjectRecord>(),
    firmOfClientMail(address.organizationId),
  ]);
  const client = person?.role === 'client' ? firm : null;
  const refused = refusals(practiceWords(client?.practice));
  const from = addresses(parsed.from)[0]?.toLowerCase() ?? '';
  const verified = () => verifiedSender(raw, envelope, resolver);
  const scope = { to: person?.username ?? from, organizationId: address.organizationId, userId: person?._id ?? null, projectId: address.projectId, projectName: project?.name ?? null, client };
  // Removed since: told only when the mail is verifiably theirs (never to an address a forger chose).
  if (!person) return (await verified()) ? refuse(messageKey, refused.noAccess, scope) : { status: 'ignored' };

  if (address.revokedAt) return refuse(messageKey, refused.revoked, scope);
  if (from !== person.username.toLowerCase()) return refuse(messageKey, refused.notThePerson(from), scope);
  if (!(await verified())) return refuse(messageKey, NOT_VERIFIED, scope);
  const actor = await loadActor(person);
  if (!actor || !project) return refuse(messageKey, refused.noAccess, scope);
  try {
    await findVisibleProject(actor, project._id);
  } catch (error) {
    if (error instanceof HttpError) return refuse(messageKey, refused.noAccess, scope);
    throw error;
  }
  if (project.archivedAt) return refuse(messageKey, refused.archived, scope);
  const words = ownWords(parsed.text ?? '');
  // Not the pictures a mail program puts inside the mail itself (a signature's logo).
  const attachments = parsed.attachments.filter((attachment) => !attachment.related).map((attachment) => ({ fileName: attachment.filename ?? 'attachment', content: attachment.content }));
  if (!words && attachments.length === 0) return refuse(messageKey, refused.empty, scope);

  // Ids derived from the Message-ID: a delivery retried after a failure here stores and posts them once.
  const messageId = words ? partId(project._id, `reply:${messageKey}`) : null;
  const refusal = await actingAs(person, async () => {
    if (attachments.length > 0) {
      try {
        const item = await answeredItem(actor, project, parsed.subject ?? '');
        const documentIds = attachments.map((_, index) => partId(project._id, `reply:${messageKey}:file:${index}`));
        await attachDocuments(actor, project, attachments, { item, documentIds });
      } catch (error) {
        if (error instanceof HttpError) return error.message;
        throw error;
      }
    }
    if (!messageId) return null;
    // Sent again under its id (a mail taken twice), it is stored once and told of again, to nobody twice.
    await sendMessage(actor, project._id, words, { id: messageId });
    const message = await Message.findOne({ _id: messageId, organizationId: project.organizationId }).orFail().lean<MessageRecord>();
    await recordAudit({ action: 'message.sent_by_email', object: messageObject(message), project, detail: 'By email' });
    return null;
  });
  if (refusal) return refuse(messageKey, refusal, scope);
  try {
    await InboundMail.create({ messageKey, organizationId: project.organizationId, projectId: project._id, userId: person._id, status: 'posted', reason: null, messageId });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  return { status: 'posted', messageId: messageId?.toString() ?? null };
}

/**
 * The open item of the project's checklist the reply answers: the one asked of the person (or of everyone)
 * whose name its subject carries ("Re: Reminder: W-2 for Tax return"), the longest name when several do.
 */
async function answeredItem(actor: Actor, project: ProjectRecord, subject: string): Promise<DocumentRequestItemRecord | null> {
  const said = subject.toLowerCase();
  const open = await DocumentRequestItem.find({
    organizationId: project.organizationId,
    projectId: project._id,
    status: mongoose.trusted({ $in: OUTSTANDING_DOCUMENT_REQUEST_STATUSES }),
    addressedTo: mongoose.trusted({ $in: [null, actor.userId] }),
  }).lean<DocumentRequestItemRecord[]>();
  const named = open.filter((item) => said.includes(item.name.toLowerCase())).sort((a, b) => b.name.length - a.name.length);
  return named[0] ?? null;
}
