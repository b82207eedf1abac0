import { DomainEvents } from '../events/domain-events';
import type { ProjectRecord } from '../projects/model';
import type { Actor } from '../actor/actor';
import type { DocumentRecord, DocumentRequestItemRecord } from './model';

export interface DocumentEvents {
  /** Files stored on a project by one upload. */
  uploaded: { actor: Actor; project: ProjectRecord; documents: DocumentRecord[] };
  deleted: { actor: Actor; project: ProjectRecord; document: DocumentRecord };
  /** Items the firm asked the project's client for. */
  requested: { actor: Actor; project: ProjectRecord; items: DocumentRequestItemRecord[] };
  /** An item accepted or asked again. */
  reviewed: { actor: Actor; project: ProjectRecord; item: DocumentRequestItemRecord };
  /** An accepted item the firm reopened: received again (it has documents) or requested. */
  reopened: { actor: Actor; project: ProjectRecord; item: DocumentRequestItemRecord };
}

export const documentEvents = new DomainEvents<DocumentEvents>();
