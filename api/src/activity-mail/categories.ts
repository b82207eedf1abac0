import { notificationKindOf, type ActivityCategory } from '@clientline/contracts';

/** The category a bell notification is mailed under: its kind's (contracts, notification-kinds). */
export function categoryOf(type: string): ActivityCategory {
  return notificationKindOf(type).category;
}

/** News that already went out as a mail of its own: activity mail leaves it out rather than say it twice. */
export function isMailedOnItsOwn(type: string): boolean {
  return notificationKindOf(type).mailedOnItsOwn;
}
