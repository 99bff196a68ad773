import type { MailMessage } from './mailer.ts';

/*
 * An e-mail about a person's account (a brand approved or not, a place on a team): the notification
 * e-mails' look (white card on light grey, one violet button) without their unsubscribe footer, since
 * these answer something the person did or must know to sign in. Everything given is text, escaped.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f4f7;font-family:Inter,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937">
  <div style="max-width:560px;margin:0 auto">
    <p style="margin:0 0 16px;font-weight:700;color:#6d28d9;font-size:16px">Influence Hub</p>
    <div style="background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:24px">
      <h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">${escapeHtml(mail.subject)}</h1>
      <p style="margin:0 0 8px">Hi ${escapeHtml(mail.name)},</p>
      ${mail.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5;white-space:pre-line">${escapeHtml(p)}</p>`).join('\n      ')}
      ${
        mail.button
          ? `<a href="${escapeHtml(mail.button.url)}" style="display:inline-block;margin-top:8px;background:#6d28d9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(mail.button.label)}</a>`
          : ''
      }
    </div>
    <p style="margin:16px 4px 0;font-size:12px;color:#6b7280;line-height:1.5">${escapeHtml(mail.footer)}</p>
  </div>
</body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}
