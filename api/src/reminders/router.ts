import Router from '@koa/router';
import {
  itemRemindersSwitchSchema,
  reminderSettingsSavedMessage,
  reminderSettingsSchema,
  type ReminderSettings,
  type ReminderSettingsSaved,
} from '@clientline/contracts';
import { recordAudit } from '../audit/record';
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
  const settings = await saveReminderSettings(currentActor(ctx), parseBody(reminderSettingsSchema, ctx.request.body));
  await recordAudit({ action: 'settings.changed', detail: `Reminder schedule: ${reminderSettingsSavedMessage(settings)}` });
  ctx.body = { ok: true, message: reminderSettingsSavedMessage(settings), settings } satisfies ReminderSettingsSaved;
});

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
