import { shownAddress } from '../http/address';

describe('shownAddress: the address sessions, the audit log and sign-in alerts show', () => {
  it('shows an IPv4 caller of a dual-stack server without its IPv6 mapping', () => {
    expect(shownAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(shownAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('shows every other address as it came', () => {
    expect(shownAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(shownAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});
