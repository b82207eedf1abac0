import mongoose from 'mongoose';
import { Counter, Gauge, Registry } from 'prom-client';
import { OutboxMail } from './model';

/** The outbox's metrics, served with the others on the metrics port. */
export const mailRegistry = new Registry();

export const mailMetrics = {
  sent: new Counter({ name: 'clientline_mail_sent_total', help: 'Mails this process handed to the SMTP server', registers: [mailRegistry] }),
  failed: new Counter({
    name: 'clientline_mail_failed_total',
    help: 'Mails this process gave up on (a permanent refusal, or 24 hours of temporary ones)',
    registers: [mailRegistry],
  }),
};

new Gauge({
  name: 'clientline_outbox_depth',
  help: 'Mails waiting in the outbox (queued or being sent), for all processes',
  registers: [mailRegistry],
  async collect() {
    this.set(await OutboxMail.countDocuments({ status: mongoose.trusted({ $in: ['queued', 'sending'] }) }));
  },
});
