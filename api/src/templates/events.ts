import type { Types } from 'mongoose';
import type { AutomationRequest } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { DomainEvents } from '../events/domain-events';

/** What happens to a firm's template, emitted by templates/service.ts once stored. */
export interface TemplateEvents {
  /** A starter copied into the firm's templates, with the rules it ships (automations/ stores them). */
  copiedFromStarter: { actor: Actor; templateId: Types.ObjectId; automations: AutomationRequest[] };
  /** Deleted: its rules go with it. */
  deleted: { actor: Actor; templateId: Types.ObjectId };
}

export const templateEvents = new DomainEvents<TemplateEvents>();
