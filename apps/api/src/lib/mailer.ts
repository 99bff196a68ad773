/** The port for e-mail: what rules and jobs send through; plugins/mail.ts has the SMTP adapter. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Whether mail really leaves the process (an SMTP server is configured). */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
  /** Closes open connections; called when the app closes. */
  close?(): void;
}
