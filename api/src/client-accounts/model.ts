import mongoose, { Schema, type Types } from 'mongoose';
import { CLIENT_ACCOUNT_KINDS, type ClientAccountKind } from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

/**
 * A client of the firm: an account with one or more people (users with role client and its id as their
 * `clientAccountId`). Projects belong to it (`project.clientId`), and so what they hold. An account made
 * with its first person (Add Client, a new project's new client, an approved join request, the start-up
 * migration of clients stored before accounts) takes that person's id, so a client's id is the same before
 * and after.
 */
export interface ClientAccountRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  /** What the firm calls the client: the person's name for an individual, "The Smiths", "Acme LLC". */
  name: string;
  kind: ClientAccountKind;
  /** The person the Clients screen's email, access link and password reset are for. */
  primaryPersonId: Types.ObjectId;
  /** The firm's tags of the client, each once whatever its case (absent on accounts stored before tags: none). */
  tags?: string[];
  /** Archived by the firm with its people and projects (clients/service.ts). */
  archivedAt: Date | null;
  /** Who of the staff fills each of the firm's roles for this client (clients/role-holders.ts); absent: nobody. */
  roleHolders?: Array<{ roleId: Types.ObjectId; userId: Types.ObjectId }>;
  createdAt: Date;
  updatedAt: Date;
}

const clientAccountSchema = new Schema<ClientAccountRecord>(
  {
    name: { type: String, required: true, trim: true },
    kind: { type: String, enum: CLIENT_ACCOUNT_KINDS, required: true, default: 'individual' },
    primaryPersonId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    tags: { type: [String], default: [] },
    archivedAt: { type: Date, default: null },
    roleHolders: { type: [new Schema({ roleId: { type: Schema.Types.ObjectId, required: true }, userId: { type: Schema.Types.ObjectId, required: true } }, { _id: false })], default: undefined },
  },
  { timestamps: true },
);
clientAccountSchema.plugin(tenancyPlugin);
clientAccountSchema.index({ organizationId: 1, archivedAt: 1, name: 1 });
clientAccountSchema.index({ organizationId: 1, tags: 1 });
// The Clients screen's pages (clients/client-page.ts): the firm's accounts in name order, ties by id.
clientAccountSchema.index({ organizationId: 1, name: 1, _id: 1 });

export const ClientAccount = mongoose.model<ClientAccountRecord>('ClientAccount', clientAccountSchema);
