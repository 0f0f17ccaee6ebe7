import { afterEach, describe, expect, it } from 'vitest';
import { createTransport } from 'nodemailer';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

describe('the SMTP sink the e-mail tests read', () => {
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await sink?.close();
    sink = undefined;
  });

  it('receives over real SMTP and keeps the parsed message', async () => {
    sink = await startSmtpSink();
    const transport = createTransport(sink.url);
    await transport.sendMail({ from: 'bar@example.com', to: 'owner@example.com', replyTo: { name: 'Ana', address: 'ana@example.com' }, subject: 'Hola', text: 'Body', html: '<p>Body</p>' });
    const [mail] = await sink.waitFor(1);
    expect(mail?.envelopeTo).toEqual(['owner@example.com']);
    expect(mail?.parsed.subject).toBe('Hola');
    expect(mail?.parsed.replyTo?.value[0]).toEqual({ name: 'Ana', address: 'ana@example.com' });
    expect(mail?.parsed.text?.trim()).toBe('Body');
  });

  it('refuses with a temporary failure while told to, and keeps nothing', async () => {
    sink = await startSmtpSink();
    sink.refuse = true;
    const transport = createTransport(sink.url);
    await expect(transport.sendMail({ from: 'bar@example.com', to: 'owner@example.com', subject: 'x', text: 'x' })).rejects.toMatchObject({ responseCode: 451 });
    expect(sink.received).toHaveLength(0);
  });
});
