import { authenticate, type DNSResolver } from 'mailauth';
import { mailSettings } from '../mail/settings';

/** Where a mail came from, as the SMTP session saw it (none for a raw mail a provider posts). */
export interface Envelope {
  remoteAddress?: string;
  helo?: string;
  mailFrom?: string;
}

export const NOT_VERIFIED = 'We could not verify that it came from your address';

/**
 * Whether the mail is from the domain its From names, by the receiving side's checks (SPF, DKIM, DMARC):
 * a DMARC pass, or, for a domain that publishes no DMARC policy, an SPF or DKIM pass aligned with it.
 * Fails closed: anything else (a fail, an error looking up DNS, no check that could pass) refuses it.
 * `resolver`: the local one in development and tests (mail/local-dns.ts), the system's DNS otherwise.
 */
export async function verifiedSender(raw: Buffer, envelope: Envelope, resolver: DNSResolver | undefined): Promise<boolean> {
  try {
    const result = await authenticate(raw, {
      ip: envelope.remoteAddress,
      helo: envelope.helo,
      sender: envelope.mailFrom,
      mta: mailSettings().replyDomain,
      resolver,
      disableArc: true,
      disableBimi: true,
    });
    const dmarc = result.dmarc;
    if (!dmarc) return false;
    if (dmarc.status.result === 'pass') return true;
    return dmarc.status.result === 'none' && !dmarc.rr && Boolean(dmarc.alignment.dkim.result || dmarc.alignment.spf.result);
  } catch {
    return false;
  }
}
