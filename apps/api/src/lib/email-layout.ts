/*
 * The product's e-mail look, written once: a white card on light grey under the wordmark, the title
 * as its heading, "Hi <name>," and the sender's own body, then a small line under the card. Used by
 * the notification e-mails and the account e-mails; the callers escape what they put in.
 */

import type { Language } from '@ih/contract/language';
import { textFor } from './i18n/index.ts';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function emailHtml(mail: {
  /** The language it is written in (design §19): the page's lang and the greeting. */
  language?: Language;
  /** Text: escaped here. */
  title: string;
  /** Text: escaped here. */
  name: string;
  /** HTML inside the card, after the greeting. */
  bodyHtml: string;
  /** HTML of the line under the card. */
  footerHtml: string;
}): string {
  const language = mail.language ?? 'en';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.title)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f4f7;font-family:Inter,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937">
  <div style="max-width:560px;margin:0 auto">
    <p style="margin:0 0 16px;font-weight:700;color:#6d28d9;font-size:16px">Influence Hub</p>
    <div style="background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:24px">
      <h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">${escapeHtml(mail.title)}</h1>
      <p style="margin:0 0 8px">${escapeHtml(textFor(language)('email.greeting', { name: mail.name }))}</p>
      ${mail.bodyHtml}
    </div>
    <p style="margin:16px 4px 0;font-size:12px;color:#6b7280;line-height:1.5">${mail.footerHtml}</p>
  </div>
</body></html>`;
}
