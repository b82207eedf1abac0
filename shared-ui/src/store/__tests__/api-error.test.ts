import { serverMessageOr, type ApiError } from '../api-error';

describe('serverMessageOr', () => {
  it('prefers the message the server sent, else the fallback', () => {
    const refused: ApiError = { status: 409, message: '409: …', serverMessage: 'Email already in use' };
    expect(serverMessageOr(refused, 'Failed to create client')).toBe('Email already in use');
    expect(serverMessageOr({ status: 500, message: '500: Internal Server Error' }, 'Failed to create client')).toBe('Failed to create client');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Failed to create client')).toBe('Failed to create client');
  });
});
