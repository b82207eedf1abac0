import { generateKeyPairSync } from 'node:crypto';
import type { DNSResolver } from 'mailauth';

/**
 * The mail authentication of development and tests, where mail in both directions stays on this machine
 * (SMTP_URL unset): every domain is answered as publishing one DKIM key (this process's, selector `local`),
 * an SPF record that allows loopback alone and a DMARC policy of reject. A reply from the local mailbox is
 * signed with the key and sent from loopback, so it goes through the same checks as one from the
 * internet; a mail unsigned from elsewhere, or with a From of another domain than its sender, fails them.
 */
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

export const LOCAL_DKIM_SELECTOR = 'local';
export const localDkimPrivateKey = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicKey = keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

function notFound(name: string): never {
  throw Object.assign(new Error(`No ${name} here`), { code: 'ENOTFOUND' });
}

export const localResolver: DNSResolver = async (name, type) => {
  if (type !== 'TXT') return notFound(name);
  if (name.startsWith('_dmarc.')) return [['v=DMARC1; p=reject']];
  if (name.startsWith(`${LOCAL_DKIM_SELECTOR}._domainkey.`)) return [[`v=DKIM1; k=rsa; p=${publicKey}`]];
  if (name.includes('._domainkey.')) return notFound(name);
  return [['v=spf1 ip4:127.0.0.1 ip6:::1 -all']];
};
