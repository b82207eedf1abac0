import { clientFromRequest, projectFromRequest } from '../lib/request-details';

describe('reading what a webhook request asks for', () => {
  it('takes named fields from a JSON body', () => {
    const content = JSON.stringify({ clientName: 'Dana Reyes', email: 'dana@example.com', projectName: 'Purchase', startDate: '2026-04-01T00:00:00Z', description: 'Flat in town' });
    expect(clientFromRequest(content)).toEqual({ displayName: 'Dana Reyes', username: 'dana@example.com' });
    expect(projectFromRequest(content)).toEqual({
      name: 'Purchase',
      description: 'Flat in town',
      startDate: '2026-04-01',
      endDate: '',
      newClient: { name: 'Dana Reyes', email: 'dana@example.com' },
    });
  });

  it('finds the email in plain text and keeps the text as the description', () => {
    const content = 'New intake: please call Dana at dana.reyes@example.com about her will.';
    expect(clientFromRequest(content)).toEqual({ displayName: '', username: 'dana.reyes@example.com' });
    expect(projectFromRequest(content)).toMatchObject({ name: '', description: content, startDate: '' });
  });

  it('ignores a date that is not a day', () => {
    expect(projectFromRequest(JSON.stringify({ startDate: 'next week' })).startDate).toBe('');
  });
});
