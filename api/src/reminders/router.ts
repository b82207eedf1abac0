import Router from '@koa/router';
import {
  itemRemindersSwitchSchema,
  reminderSettingsSavedMessage,
  reminderSettingsSchema,
  type ReminderSettings,
  type ReminderSettingsSaved,
} from '@clientline/contracts';
import { describeChanges, recordAudit } from '../audit/record';
import { parseBody, parseId } from '../http/validate';
import { NO_PROJECT_ACCESS } from '../projects/access';
import { currentActor, requireFirmManager, requireUser } from '../session/current-user';
import { remindNow, switchItemReminders } from './service';
import { readReminderSettings, saveReminderSettings } from './settings';

export const remindersRouter = new Router();

// The firm's reminder schedule: its owner and admins read and set it.
remindersRouter.get('/api/reminders/settings', requireFirmManager, async (ctx) => {
  ctx.body = (await readReminderSettings(currentActor(ctx))) satisfies ReminderSettings;
});

remindersRouter.put('/api/reminders/settings', requireFirmManager, async (ctx) => {
  const actor = currentActor(ctx);
  const before = await readReminderSettings(actor);
  const settings = await saveReminderSettings(actor, parseBody(reminderSettingsSchema, ctx.request.body));
  const changes = reminderScheduleChanges(before, settings);
  if (changes) await recordAudit({ action: 'settings.changed', detail: `Reminder schedule: ${changes}` });
  ctx.body = { ok: true, message: reminderSettingsSavedMessage(settings), settings } satisfies ReminderSettingsSaved;
});

function reminderScheduleChanges(before: ReminderSettings, after: ReminderSettings): string | null {
  return describeChanges([
    ['Automatic reminders', before.enabled, after.enabled],
    ['Days before the due date', before.withDueDate.daysBefore, after.withDueDate.daysBefore],
    ['Days between reminders while overdue', before.withDueDate.repeatDays, after.withDueDate.repeatDays],
    ['Reminders at most (with a due date)', before.withDueDate.maximum, after.withDueDate.maximum],
    ['Days after the request', before.withoutDueDate.daysAfter, after.withoutDueDate.daysAfter],
    ['Days between reminders (no due date)', before.withoutDueDate.repeatDays, after.withoutDueDate.repeatDays],
    ['Reminders at most (no due date)', before.withoutDueDate.maximum, after.withoutDueDate.maximum],
  ]);
}

// Whoever manages the project (its organization, admins, assigned team members) reminds the client now,
// or switches one item's automatic reminders off and on.
remindersRouter.post('/api/document-requests/:id/remind', requireUser, async (ctx) => {
  const itemId = parseId(ctx.params.id, 'Document request');
  ctx.body = await remindNow(currentActor(ctx, NO_PROJECT_ACCESS), itemId);
});

remindersRouter.put('/api/document-requests/:id/reminders', requireUser, async (ctx) => {
  const itemId = parseId(ctx.params.id, 'Document request');
  const actor = currentActor(ctx, NO_PROJECT_ACCESS);
  const { enabled } = parseBody(itemRemindersSwitchSchema, ctx.request.body);
  ctx.body = await switchItemReminders(actor, itemId, enabled);
});
