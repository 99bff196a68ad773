/** The port for text messages; plugins/sms.ts has the HTTP provider's adapter. */
export interface SmsSender {
  /**
   * Whether a text sent reaches someone: a phone through the provider, or in development the log
   * (design §10). Without it, sign-in by mobile is refused and the sign-in page asks for e-mail.
   */
  readonly delivers: boolean;
  /** `to` is a ten-digit Indian mobile number. */
  send(to: string, text: string): Promise<void>;
}
