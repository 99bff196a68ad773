import { NOTIFICATION_CATEGORY_INFO } from '@ih/contract/notifications-messages';
import type { NotificationRow } from './repository.ts';

/*
 * A notification as an e-mail: HTML in the product's look (white card on light grey, one violet
 * button) and the same words as plain text. Everything from the database is escaped: a campaign or
 * creator name is text, never markup.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function renderNotificationEmail(
  n: Pick<NotificationRow, 'title' | 'body' | 'link' | 'category'>,
  opts: { publicUrl: string; name: string; unsubscribeUrl: string | null },
): RenderedEmail {
  const url = `${opts.publicUrl}${n.link}`;
  const label = NOTIFICATION_CATEGORY_INFO[n.category].label;
  const why = opts.unsubscribeUrl
    ? `You get this e-mail because "${label}" e-mails are on in your notification preferences.`
    : 'Payment e-mails are your record of being paid and always go out.';
  const text = [
    `Hi ${opts.name},`,
    '',
    n.body,
    '',
    `Open it in Influence Hub: ${url}`,
    '',
    '—',
    why,
    ...(opts.unsubscribeUrl ? [`Stop these e-mails: ${opts.unsubscribeUrl}`] : []),
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(n.title)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f4f7;font-family:Inter,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937">
  <div style="max-width:560px;margin:0 auto">
    <p style="margin:0 0 16px;font-weight:700;color:#6d28d9;font-size:16px">Influence Hub</p>
    <div style="background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:24px">
      <h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">${escapeHtml(n.title)}</h1>
      <p style="margin:0 0 8px">Hi ${escapeHtml(opts.name)},</p>
      <p style="margin:0 0 20px;line-height:1.5">${escapeHtml(n.body)}</p>
      <a href="${escapeHtml(url)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Open in Influence Hub</a>
    </div>
    <p style="margin:16px 4px 0;font-size:12px;color:#6b7280;line-height:1.5">${escapeHtml(why)}${
      opts.unsubscribeUrl
        ? ` <a href="${escapeHtml(opts.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe from ${escapeHtml(label)} e-mails</a>.`
        : ''
    }</p>
  </div>
</body></html>`;
  return { subject: n.title, text, html };
}
