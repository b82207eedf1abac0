import { categoryOf, isMailedOnItsOwn } from '../categories';

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
    expect(categoryOf(type)).toBe(category);
  });

  it('leaves out what was mailed on its own: reminders and requests to join', () => {
    expect(isMailedOnItsOwn('document_reminder')).toBe(true);
    expect(isMailedOnItsOwn('join_request')).toBe(true);
    expect(isMailedOnItsOwn('new_message')).toBe(false);
    expect(isMailedOnItsOwn('webhook_request')).toBe(false);
  });
});
