import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 and a free port, keeping what it receives (tests' mail). */
export interface ReceivedMail {
  raw: string;
  messageId: string | undefined;
  to: string[];
}

export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Refuse the next n transactions with a temporary 421 (the sender must retry). */
  refuseNext(n: number): void;
  refusals: number;
  /** Socket errors of connections (a sender that hangs up mid-transaction), kept rather than thrown. */
  connectionErrors: Error[];
  /** Runs inside DATA, after the message is fully read and before the server answers 250. */
  beforeAccept?: (mail: ReceivedMail) => Promise<void> | void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  let toRefuse = 0;
  const state: TestSmtpServer = {
    port: 0,
    url: '',
    messages: [],
    refusals: 0,
    connectionErrors: [],
    refuseNext(n) {
      toRefuse = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        state.refusals += 1;
        const error = Object.assign(new Error('Service not available, try again later'), {
          responseCode: 421,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          raw,
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1],
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        state.messages.push(mail);
        Promise.resolve(state.beforeAccept?.(mail)).then(
          () => callback(),
          () => callback(),
        );
      });
    },
  });
  // smtp-server re-emits a reset inside a transaction (a client closed by a test's teardown while a
  // job still sends) as the server's 'error'; with no listener Node throws it as uncaught.
  server.on('error', (error) => state.connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

/** The PDF attachment of a raw MIME message. */
