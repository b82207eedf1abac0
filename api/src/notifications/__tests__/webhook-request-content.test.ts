import type { WebhookRequestRecord } from '../../webhooks/model';
import { webhookRequestContent } from '../webhook-requests';

const request = (content: string, type = 'client_request') => ({ content, type, source: 'website' }) as WebhookRequestRecord;

describe('webhookRequestContent', () => {
  it('quotes plain text', () => {
    expect(webhookRequestContent(request('Call back Ava about the lease'))).toBe('New request from website: "Call back Ava about the lease"');
  });

  it('reads a JSON body as who sent it and what they said, never as JSON', () => {
    const body = JSON.stringify({ clientName: 'Jane Audit', email: 'Jane@Example.com', message: 'Please call me back', phone: '555-0100' });
    expect(webhookRequestContent(request(body))).toBe('New request from website: Jane Audit (jane@example.com): "Please call me back"');
    expect(webhookRequestContent(request(JSON.stringify({ email: 'jane@example.com' })))).toBe('New request from website: jane@example.com');
  });

  it('says the type in words when the body says nothing it can show', () => {
    expect(webhookRequestContent(request('', 'payment_received'))).toBe('New request from website: Payment received');
    expect(webhookRequestContent(request(JSON.stringify({ amount: [12] }), 'newClient'))).toBe('New request from website: New client');
    expect(webhookRequestContent(request(JSON.stringify({ invoice: 'INV-7' }), 'invoice_paid'))).toBe('New request from website: Invoice paid');
  });
});
