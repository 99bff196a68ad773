import type { Language } from '@ih/contract/language';
import { emailHtml, escapeHtml } from '../../lib/email-layout.ts';
import { textFor } from '../../lib/i18n/index.ts';
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
  opts: { publicUrl: string; name: string; unsubscribeUrl: string | null; language?: Language },
): RenderedEmail {
  const language = opts.language ?? 'en';
  const t = textFor(language);
  const url = `${opts.publicUrl}${n.link}`;
  const label = t(`category.${n.category}`);
  const why = opts.unsubscribeUrl ? t('email.why', { label }) : t('email.whyLocked');
  const text = [
    t('email.greeting', { name: opts.name }),
    '',
    n.body,
    '',
    t('email.openIt', { url }),
    '',
    '—',
    why,
    ...(opts.unsubscribeUrl ? [t('email.stop', { url: opts.unsubscribeUrl })] : []),
  ].join('\n');
  const html = emailHtml({
    language,
    title: n.title,
    name: opts.name,
    bodyHtml: `<p style="margin:0 0 20px;line-height:1.5">${escapeHtml(n.body)}</p>
      <a href="${escapeHtml(url)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(t('email.button'))}</a>`,
    footerHtml: `${escapeHtml(why)}${
      opts.unsubscribeUrl
        ? ` <a href="${escapeHtml(opts.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(t('email.unsubscribe', { label }))}</a>${language === 'hi' ? '।' : '.'}`
        : ''
    }`,
  });
  return { subject: n.title, text, html };
}
