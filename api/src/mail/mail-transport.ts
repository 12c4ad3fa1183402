/** One e-mail as it leaves the outbox. The sender is the transport's. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * Delivers e-mail (DESIGN.md "Decisions": a real adapter plus an embedded default). Rejects when
 * the message was not accepted, so the delivery job retries it.
 */
export interface MailTransport {
  /** For the logs: `smtp` or `outbox`. */
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  /** Closes open connections at shutdown. */
  close(): void;
}
