import { emailHtml, escapeHtml } from './email-layout.ts';
import type { MailMessage } from './mailer.ts';

/*
 * An e-mail about a person's account (a brand approved or not, a place on a team): the notification
 * e-mails' look (white card on light grey, one violet button) without their unsubscribe footer, since
 * these answer something the person did or must know to sign in. Everything given is text, escaped.
 */

export interface AccountEmail {
  to: string;
  subject: string;
  /** "Hi <name>,". */
  name: string;
  paragraphs: string[];
  /** The one thing to do next, e.g. sign in. */
  button?: { label: string; url: string };
  /** Why they get it, under the card. */
  footer: string;
}

export function renderAccountEmail(mail: AccountEmail): MailMessage {
  const text = [
    `Hi ${mail.name},`,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.button ? [`${mail.button.label}: ${mail.button.url}`, ''] : []),
    '—',
    mail.footer,
  ].join('\n');
  const html = emailHtml({
    title: mail.subject,
    name: mail.name,
    bodyHtml: `${mail.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5;white-space:pre-line">${escapeHtml(p)}</p>`).join('\n      ')}
      ${
        mail.button
          ? `<a href="${escapeHtml(mail.button.url)}" style="display:inline-block;margin-top:8px;background:#6d28d9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(mail.button.label)}</a>`
          : ''
      }`,
    footerHtml: escapeHtml(mail.footer),
  });
  return { to: mail.to, subject: mail.subject, text, html };
}
