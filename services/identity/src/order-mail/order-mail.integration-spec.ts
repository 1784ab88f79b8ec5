import { DocumentLocks, FerretDbDocumentWrites, JobLeases } from '@shop/common';
import { mailsTo, uniqueEmail } from '@shop/testkit';
import Redis from 'ioredis';
import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { IdentityEnv } from '../config';
import { MailerService } from '../mail/mailer.service';
import { OrderMailLedger } from './order-mail.ledger';
import { OrderMailResender } from './order-mail.resender';
import { ORDER_MAIL_MODEL, OrderMail, orderMailSchema } from './order-mail.schema';
import { OrderMailSender } from './order-mail.sender';

const LEASE_SECONDS = 300;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/**
 * What happens to an order mail around crashes and SMTP failures, against the real FerretDB, Redis
 * and MailDev: the state a crashed sender leaves is made directly (a record still pending under its
 * lease), and the resender's rounds are run at chosen times instead of waiting for its timer.
 */
describe('order mails after crashes and SMTP failures', () => {
  let connection: mongoose.Connection;
  let model: mongoose.Model<OrderMail>;
  let redis: Redis;
  let ledger: OrderMailLedger;
  let sender: OrderMailSender;
  let failingSender: OrderMailSender;
  let resender: OrderMailResender;

  const env = {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: Number(process.env.SMTP_PORT ?? 1025),
    MAIL_FROM: 'Shop <no-reply@shop.local>',
    ORDER_MAIL_LEASE_SECONDS: LEASE_SECONDS,
  } as IdentityEnv;

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', { dbName: 'test_order_mail' })
      .asPromise();
    model = connection.model<OrderMail>(ORDER_MAIL_MODEL, orderMailSchema);
    await model.init();
    await model.deleteMany({});
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    ledger = new OrderMailLedger(model, new FerretDbDocumentWrites(new DocumentLocks(redis)));
    sender = new OrderMailSender(new MailerService(env), ledger, env);
    // Port 1 refuses connections: an SMTP server that is down.
    failingSender = new OrderMailSender(new MailerService({ ...env, SMTP_PORT: 1 }), ledger, env);
    resender = new OrderMailResender(ledger, sender, {} as JobLeases, env);
  });

  afterAll(async () => {
    await connection.close();
    await redis.quit();
  });

  beforeEach(() => model.deleteMany({}));

  function newMail() {
    const changeId = `${randomUUID()}:DELIVERED`;
    return {
      _id: changeId,
      orderId: changeId.split(':')[0],
      step: 'DELIVERED' as const,
      to: uniqueEmail('crash'),
      subject: 'Shop: Your order ORD-1 was delivered',
      html: '<p>Delivered</p>',
      text: 'Delivered',
      messageId: sender.messageIdFor(changeId),
    };
  }

  it('records a change once: a second record of it is refused', async () => {
    const mail = newMail();
    expect(await ledger.record(mail, LEASE_SECONDS * 1000)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await ledger.record({ ...mail, to: uniqueEmail() }, LEASE_SECONDS * 1000)).toBeNull();
    expect(await model.countDocuments({ _id: mail._id })).toBe(1);
  });

  it('sends a mail whose sender died once its lease is over, once, with the Message-ID of the change', async () => {
    const mail = newMail();
    await ledger.record(mail, LEASE_SECONDS * 1000);
    // The sender died after recording (and perhaps after the SMTP server took the mail): nothing marks it.
    expect(await resender.resendDue(later(LEASE_SECONDS - 10))).toBe(0);
    expect(await resender.resendDue(later(LEASE_SECONDS + 1))).toBe(1);
    expect(await resender.resendDue(later(2 * LEASE_SECONDS + 2))).toBe(0);

    const mails = await mailsTo(mail.to);
    expect(mails).toHaveLength(1);
    expect((mails[0] as unknown as { messageId: string }).messageId).toBe(mail.messageId.slice(1, -1));
    const sent = await model.findById(mail._id).lean();
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, subject: mail.subject });
    expect(sent).not.toHaveProperty('html');
  });

  it('gives a due mail to one of three resenders racing for it', async () => {
    const mail = newMail();
    await ledger.record(mail, 0);
    const sent = await Promise.all([resender.resendDue(), resender.resendDue(), resender.resendDue()]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await mailsTo(mail.to)).toHaveLength(1);
  });

  it('keeps a mail the SMTP server did not take, and sends it when due again', async () => {
    const mail = newMail();
    const recorded = (await ledger.record(mail, LEASE_SECONDS * 1000))!;
    expect(await failingSender.send(recorded)).toBe(false);
    const failed = await model.findById(mail._id).lean();
    expect(failed).toMatchObject({ state: 'pending', lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(failed!.dueAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    expect(await resender.resendDue()).toBe(0);
    expect(await resender.resendDue(later(61))).toBe(1);
    expect(await mailsTo(mail.to)).toHaveLength(1);
    expect(await model.findById(mail._id).lean()).toMatchObject({ state: 'sent' });
  });

  it('forgets mails sent before a time, and nothing pending', async () => {
    const old = newMail();
    const recent = newMail();
    const pending = newMail();
    for (const mail of [old, recent]) await sender.send((await ledger.record(mail, LEASE_SECONDS * 1000))!);
    await ledger.record(pending, 0);
    await model.updateOne({ _id: old._id }, { $set: { sentAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) } });

    expect(await ledger.forgetSentBefore(new Date(Date.now() - 30 * 24 * 3600 * 1000))).toBe(1);
    expect((await model.find({}, { _id: 1 }).lean()).map((mail) => mail._id).sort()).toEqual(
      [recent._id, pending._id].sort(),
    );
  });
});
