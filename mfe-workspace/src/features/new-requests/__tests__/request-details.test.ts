import { clientFromRequest, inWords, linkableEmail, projectFromRequest, requestBody } from '../lib/request-details';

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

  it('reads the email as the api does to find repeats: in lower case', () => {
    expect(clientFromRequest('{"clientEmail":"Dana@Example.com"}').username).toBe('dana@example.com');
    expect(projectFromRequest('Write to Dana@Example.com').newClient).toEqual({ name: '', email: 'dana@example.com' });
  });

  it('never takes a JSON object for a description', () => {
    expect(projectFromRequest('{"nested":{"a":1}}').description).toBe('');
  });
});

describe('showing a webhook request', () => {
  it.each([
    ['new_client', 'New client'],
    ['clientEmail', 'Client email'],
    ['phone_number', 'Phone number'],
    ['follow-up', 'Follow up'],
    ['clientID', 'Client ID'],
    ['websiteURLPath', 'Website URL path'],
    ['Already Words', 'Already words'],
  ])('writes %s as "%s"', (name, words) => {
    expect(inWords(name)).toBe(words);
  });

  it("gives a JSON object's fields by name, nested ones as written, and plain text as it is", () => {
    expect(requestBody('{"name":"Hana","age":41,"tags":["a","b"],"note":"","gone":null}')).toEqual({
      kind: 'fields',
      fields: [
        ['name', 'Hana'],
        ['age', '41'],
        ['tags', 'a, b'],
      ],
    });
    expect(requestBody('{"nested":{"a":1,"b":[1,2,3]},"answers":[{"text":"Yes"}]}')).toEqual({
      kind: 'fields',
      fields: [
        ['nested a', '1'],
        ['nested b', '1, 2, 3'],
        ['answers 1 text', 'Yes'],
      ],
    });
    expect(requestBody('Call {me} back')).toEqual({ kind: 'text', text: 'Call {me} back' });
    expect(requestBody('["a list"]')).toEqual({ kind: 'text', text: '["a list"]' });
  });

  it('links only a value that is one address and nothing else', () => {
    expect(linkableEmail(' hana@example.com ')).toBe('hana@example.com');
    expect(linkableEmail('hana@example.com?cc=someone@else.com')).toBeNull();
    expect(linkableEmail('Hana <hana@example.com>')).toBeNull();
    expect(linkableEmail('not an address')).toBeNull();
  });
});
