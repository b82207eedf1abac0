import { apiFieldError, serverMessageOr, type ApiError } from '../api-error';

describe('serverMessageOr', () => {
  it('prefers the message the server sent, else the fallback', () => {
    const refused: ApiError = { status: 409, message: '409: …', serverMessage: 'Email already in use' };
    expect(serverMessageOr(refused, 'Failed to create client')).toBe('Email already in use');
    expect(serverMessageOr({ status: 500, message: '500: Internal Server Error' }, 'Failed to create client')).toBe('Failed to create client');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Failed to create client')).toBe('Failed to create client');
  });
});

describe('apiFieldError', () => {
  it("reads the message of the field the api's refusal names, and nothing for another field or another failure", () => {
    const taken = 'A template is already named "Payroll": choose another name';
    const refused: ApiError = { status: 409, message: '409: …', serverMessage: taken, body: { message: taken, errors: { name: taken } } };
    expect(apiFieldError(refused, 'name')).toBe(taken);
    expect(apiFieldError(refused, 'cadence')).toBeUndefined();
    expect(apiFieldError({ status: 409, message: '409: …', body: { message: 'Your firm has 200 templates' } }, 'name')).toBeUndefined();
    expect(apiFieldError(new TypeError('Failed to fetch'), 'name')).toBeUndefined();
  });
});
