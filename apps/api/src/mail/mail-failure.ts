// What the mail worker may say about a failed send, in logs and in the outbox's last_error: codes and the
// reference, never an address, a name or a file name. An SMTP server's reply often quotes the recipient
// ("550 5.1.1 <mei@example.com>: user unknown"), and nodemailer's error carries the envelope and the rejected
// addresses, so neither the error object nor its raw message is ever logged.

export interface MailFailure {
  /** SMTP reply code, when the server answered. */
  responseCode?: number;
  /** nodemailer / socket error code (ECONNREFUSED, ETIMEDOUT, EENVELOPE…). */
  code?: string;
  /** SMTP command that failed (RCPT TO, DATA…). */
  command?: string;
  /** One line for the outbox's last_error, addresses replaced. */
  reason: string;
}

const ADDRESS = /[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g;

/** Replaces anything shaped like an e-mail address. */
export const withoutAddresses = (text: string) => text.replace(ADDRESS, '<address>');

export function describeMailFailure(error: unknown): MailFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const command = typeof e.command === 'string' ? e.command : undefined;
  const message = error instanceof Error ? error.message : String(error);
  const reason = withoutAddresses(message).replace(/\s+/g, ' ').slice(0, 300);
  return {
    ...(responseCode === undefined ? {} : { responseCode }),
    ...(code === undefined ? {} : { code }),
    ...(command === undefined ? {} : { command }),
    reason,
  };
}

/** SMTP 5xx: the server refused for good (unknown mailbox, policy). Everything else may pass later. */
export const isPermanentFailure = (error: unknown): boolean => {
  const { responseCode } = describeMailFailure(error);
  return responseCode !== undefined && responseCode >= 500;
};

/**
 * One stable Message-ID per outbox row: a mail sent again after a crash carries the same id, so mail systems
 * (and people) can recognise the duplicate. The domain is the sender's.
 */
export function outboxMessageId(
  outboxId: number,
  reference: string,
  purpose: string,
  mailFrom: string,
): string {
  const domain = mailFrom.split('@').pop() || 'localhost';
  return `<${reference}.${purpose}.${outboxId}@${domain}>`;
}
