import { notificationKindOf } from '../notification-kinds';

describe('the category a notification is mailed under', () => {
  it.each([
    ['new_message', 'messages'],
    ['document_uploaded', 'documents'],
    ['document_requested', 'documents'],
    ['document_accepted', 'documents'],
    ['milestone_created', 'projects'],
    ['milestone_deleted', 'projects'],
    ['project_completed', 'projects'],
    ['webhook_request', 'team'],
    ['join_request', 'team'],
    ['something_new_about_a_project', 'projects'],
  ])('%s -> %s', (type, category) => {
    expect(notificationKindOf(type).category).toBe(category);
  });

  it('leaves out what was mailed on its own: reminders and requests to join', () => {
    expect(notificationKindOf('document_reminder').mailedOnItsOwn).toBe(true);
    expect(notificationKindOf('join_request').mailedOnItsOwn).toBe(true);
    expect(notificationKindOf('new_message').mailedOnItsOwn).toBe(false);
    expect(notificationKindOf('webhook_request').mailedOnItsOwn).toBe(false);
  });
});
