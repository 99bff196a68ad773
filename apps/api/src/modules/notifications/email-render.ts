import { NOTIFICATION_CATEGORY_INFO } from '@ih/contract/notifications-messages';
import { emailHtml, escapeHtml } from '../../lib/email-layout.ts';
import type { NotificationRow } from './repository.ts';

/*
 * A notification as an e-mail: HTML in the product's look (white card on light grey, one violet
 * button) and the same words as plain text. Everything from the database is escaped: a campaign or
 * creator name is text, never markup.
 */

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
  const html = emailHtml({
    title: n.title,
    name: opts.name,
    bodyHtml: `<p style="margin:0 0 20px;line-height:1.5">${escapeHtml(n.body)}</p>
      <a href="${escapeHtml(url)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Open in Influence Hub</a>`,
    footerHtml: `${escapeHtml(why)}${
      opts.unsubscribeUrl
        ? ` <a href="${escapeHtml(opts.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe from ${escapeHtml(label)} e-mails</a>.`
        : ''
    }`,
  });
  return { subject: n.title, text, html };
}
