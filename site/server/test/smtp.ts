import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  /** Whom the sender asked the server to deliver it to (RCPT TO), whatever the headers say. */
  recipients: string[];
  /** The names of the message's headers, lower-case, in order. */
  headers: string[];
  messageId: string | undefined;
  from: string | undefined;
  to: string | undefined;
  replyTo: string | undefined;
  subject: string | undefined;
  text: string | undefined;
  /** The HTML part, if there is one. */
  html: string | undefined;
}

const addresses = (field: ParsedMail['to']) => (Array.isArray(field) ? field[0] : field)?.text;

/**
 * A local SMTP server that keeps every message whose data it received, parsed, and answers each
 * with what `respond` resolves to: nothing (250, accepted) or an error whose `responseCode` says
 * what to answer (451, try again later). `respond` may wait, to hold a delivery in mid-air.
 */
export async function startSmtpReceiver(
  respond: (index: number, email: ReceivedEmail) => Promise<Error | undefined> | Error | undefined = () =>
    undefined,
) {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    async onData(stream, session, callback) {
      try {
        const mail = await simpleParser(stream);
        const index = received.length;
        const email: ReceivedEmail = {
          recipients: session.envelope.rcptTo.map(({ address }) => address),
          headers: mail.headerLines.map(({ key }) => key),
          messageId: mail.messageId,
          from: addresses(mail.from),
          to: addresses(mail.to),
          replyTo: addresses(mail.replyTo),
          subject: mail.subject,
          text: mail.text,
          html: mail.html || undefined,
        };
        received.push(email);
        callback(await respond(index, email));
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP answer that asks the sender to try again later. */
export const tryLater = () =>
  Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
