import mongoose, { type Types } from 'mongoose';
import { SESSION_IDLE_MINUTES_DEFAULT, type TeamSettings } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { bumpChangeVersions, firmSettingsScope } from '../change-versions/model';
import { FirmSettings, readNeedToKnowAccess, readTwoFactorRequirement } from '../firm-settings/model';
import { accessEvents } from '../session/access-changed';
import { readSessionIdleMinutes } from '../session/idle';
import { mustEnrolInTwoFactor } from '../session/two-factor-enrolment';
import { User, type UserRecord } from '../users/model';

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
 * Saves the firm's team settings. Every request reads need-to-know access afresh (load-actor.ts), and the
 * two-factor requirement once its settings' version moved (two-factor-enrolment.ts); the sockets of those a change applies to are closed
 * (session/access-changed.ts), so they reconnect into the rooms it allows or are refused until they enrol.
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
  // After the write: a process that reads the new version reads the new requirement (two-factor-enrolment.ts).
  await bumpChangeVersions([firmSettingsScope(actor.organizationId)]);
  await accessEvents.emit('changed', { userIds: await affectedBySave(actor.organizationId, before?.needToKnowAccess === true, settings) });
  return {
    needToKnowAccess: settings.needToKnowAccess,
    sessionIdleMinutes: settings.sessionIdleMinutes ?? before?.sessionIdleMinutes ?? SESSION_IDLE_MINUTES_DEFAULT,
    twoFactorRequiredForStaffFrom: settings.twoFactorRequiredForStaffFrom !== undefined ? settings.twoFactorRequiredForStaffFrom : (before?.twoFactorRequiredForStaffFrom ?? null),
    twoFactorRequiredForClientsFrom: settings.twoFactorRequiredForClientsFrom !== undefined ? settings.twoFactorRequiredForClientsFrom : (before?.twoFactorRequiredForClientsFrom ?? null),
  };
}

/**
 * Whose access a save changes: the team members need-to-know access applies to, when it was switched;
 * those of the firm who must now turn two-factor sign-in on first, when the requirement was saved.
 */
async function affectedBySave(organizationId: Types.ObjectId, neededToKnowBefore: boolean, settings: TeamSettings): Promise<Types.ObjectId[]> {
  const affected: Types.ObjectId[] = [];
  if (neededToKnowBefore !== settings.needToKnowAccess) {
    const members = await User.find({ organizationId, role: 'team_member', isAdmin: mongoose.trusted({ $ne: true }) }, { _id: 1 }).lean();
    affected.push(...members.map((member) => member._id));
  }
  if (settings.twoFactorRequiredForStaffFrom !== undefined || settings.twoFactorRequiredForClientsFrom !== undefined) {
    const people = await User.find({ organizationId, status: 'active' }, { twoFactor: 1, organizationId: 1, role: 1, status: 1 }).lean<UserRecord[]>();
    for (const person of people) if (await mustEnrolInTwoFactor(person)) affected.push(person._id);
  }
  return affected;
}
