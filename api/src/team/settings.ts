import mongoose from 'mongoose';
import type { TeamSettings } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { FirmSettings, readNeedToKnowAccess } from '../firm-settings/model';
import { disconnectUsers } from '../realtime/hub';
import { User } from '../users/model';

export async function readTeamSettings(actor: Actor): Promise<TeamSettings> {
  return { needToKnowAccess: await readNeedToKnowAccess(actor.organizationId) };
}

/**
 * Saves the firm's team settings. Every request reads need-to-know access afresh (load-actor.ts); the
 * team members it applies to have their sockets closed, so they reconnect into the rooms it allows.
 */
export async function saveTeamSettings(actor: Actor, settings: TeamSettings): Promise<TeamSettings> {
  const before = await FirmSettings.findOneAndUpdate(
    { _id: actor.organizationId },
    { $set: { needToKnowAccess: settings.needToKnowAccess } },
    { upsert: true, returnDocument: 'before' },
  ).lean();
  if ((before?.needToKnowAccess === true) !== settings.needToKnowAccess) {
    const members = await User.find({ organizationId: actor.organizationId, role: 'team_member', isAdmin: mongoose.trusted({ $ne: true }) }, { _id: 1 }).lean();
    disconnectUsers(members.map((member) => member._id));
  }
  return settings;
}
