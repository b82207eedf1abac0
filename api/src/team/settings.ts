import mongoose from 'mongoose';
import { SESSION_IDLE_MINUTES_DEFAULT, type TeamSettings } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { FirmSettings, readNeedToKnowAccess, readTwoFactorRequirement } from '../firm-settings/model';
import { disconnectUsers } from '../realtime/hub';
import { readSessionIdleMinutes } from '../session/idle';
import { User } from '../users/model';

export async function readTeamSettings(actor: Actor): Promise<TeamSettings> {
  const twoFactor = await readTwoFactorRequirement(actor.organizationId);
  return {
    needToKnowAccess: await readNeedToKnowAccess(actor.organizationId),
    sessionIdleMinutes: await readSessionIdleMinutes(actor.organizationId),
    twoFactorRequiredForStaffFrom: twoFactor.staffFrom,
    twoFactorRequiredForClientsFrom: twoFactor.clientsFrom,
  };
}

/**
 * Saves the firm's team settings. Every request reads need-to-know access afresh (load-actor.ts); the
 * team members it applies to have their sockets closed, so they reconnect into the rooms it allows.
 */
export async function saveTeamSettings(actor: Actor, settings: TeamSettings): Promise<TeamSettings> {
  const before = await FirmSettings.findOneAndUpdate(
    { _id: actor.organizationId },
    {
      $set: {
        needToKnowAccess: settings.needToKnowAccess,
        ...(settings.sessionIdleMinutes !== undefined && { sessionIdleMinutes: settings.sessionIdleMinutes }),
        ...(settings.twoFactorRequiredForStaffFrom !== undefined && { twoFactorRequiredForStaffFrom: settings.twoFactorRequiredForStaffFrom }),
        ...(settings.twoFactorRequiredForClientsFrom !== undefined && { twoFactorRequiredForClientsFrom: settings.twoFactorRequiredForClientsFrom }),
      },
    },
    { upsert: true, returnDocument: 'before' },
  ).lean();
  if ((before?.needToKnowAccess === true) !== settings.needToKnowAccess) {
    const members = await User.find({ organizationId: actor.organizationId, role: 'team_member', isAdmin: mongoose.trusted({ $ne: true }) }, { _id: 1 }).lean();
    disconnectUsers(members.map((member) => member._id));
  }
  return {
    needToKnowAccess: settings.needToKnowAccess,
    sessionIdleMinutes: settings.sessionIdleMinutes ?? before?.sessionIdleMinutes ?? SESSION_IDLE_MINUTES_DEFAULT,
    twoFactorRequiredForStaffFrom: settings.twoFactorRequiredForStaffFrom !== undefined ? settings.twoFactorRequiredForStaffFrom : (before?.twoFactorRequiredForStaffFrom ?? null),
    twoFactorRequiredForClientsFrom: settings.twoFactorRequiredForClientsFrom !== undefined ? settings.twoFactorRequiredForClientsFrom : (before?.twoFactorRequiredForClientsFrom ?? null),
  };
}
