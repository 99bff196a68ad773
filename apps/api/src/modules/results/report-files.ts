import type { CampaignReport } from '@ih/contract/results';
import { METRIC_SOURCE_LABELS, METRIC_STATUS_LABELS } from '@ih/contract/results-messages';
import { csvDocument } from '../../lib/csv.ts';
import { formatRupees } from '../../lib/money.ts';
import { formatIstDate, formatIstDateTime } from '../payments/dates.ts';
import { drawTable, INK, MUTED, newPdf, pdfMoney, rule, VIOLET } from '../payments/pdf-layout.ts';

/*
 * The report's files (design §17): a CSV a spreadsheet opens, a PDF a brand forwards. Both from the
 * same report object the page shows, so the three always agree.
 */

const blank = (v: number | null) => (v === null ? '' : v);
const percent = (v: number | null) => (v === null ? '' : `${(v * 100).toFixed(2)}%`);
const rupeesOrBlank = (v: number | null) => (v === null ? '' : v.toFixed(2));

export function reportFileName(r: CampaignReport, format: 'csv' | 'pdf') {
  return `report-${r.campaign.campaign_id}.${format}`;
}

export function reportCsv(r: CampaignReport): string {
  const t = r.totals;
  return csvDocument([
    ['Campaign', r.campaign.name, r.campaign.campaign_id, r.campaign.brandName],
    ['Creators', t.creators],
    ['Posts live', t.postsLive],
    ['Spend (INR)', t.spend],
    ['Views', t.views],
    ['Engagements', t.engagements],
    ['Engagement rate', percent(t.engagementRate)],
    ['Cost per view (INR)', rupeesOrBlank(t.costPerView)],
    ['Cost per engagement (INR)', rupeesOrBlank(t.costPerEngagement)],
    [],
    [
      'Creator',
      'Platform',
      'Post',
      'Spend (INR)',
      'Views',
      'Likes',
      'Comments',
      'Shares',
      'Saves',
      'Reach',
      'Engagements',
      'Source',
      'Status',
      'Captured at',
    ],
    ...r.rows.map((row) => [
      row.creator.name,
      row.platform,
      row.postUrl,
      row.spend,
      blank(row.views),
      blank(row.likes),
      blank(row.comments),
      blank(row.shares),
      blank(row.saves),
      blank(row.reach),
      blank(row.engagements),
      row.source ? METRIC_SOURCE_LABELS[row.source] : 'No reading yet',
      row.status ? METRIC_STATUS_LABELS[row.status] : '',
      row.capturedAt ? formatIstDateTime(new Date(row.capturedAt)) : '',
    ]),
  ]);
}

const count = (v: number | null) => (v === null ? '–' : formatRupees(v));

export function reportPdf(r: CampaignReport): Promise<Buffer> {
  const pdf = newPdf({
    Title: `Campaign report: ${r.campaign.name}`,
    Author: 'Influence Hub',
    CreationDate: new Date(r.generatedAt),
  });
  const { doc, left, width } = pdf;
  doc.fillColor(VIOLET).font('bold').fontSize(20).text('Influence Hub', left, 50);
  doc.fillColor(INK).font('bold').fontSize(13).text('Campaign report', left, 52, { width, align: 'right' });
  doc.font('regular').fontSize(10).fillColor(MUTED);
  doc.text(`As of ${formatIstDate(new Date(r.generatedAt))}`, left, 72, { width, align: 'right' });
  rule(doc, 96, pdf);
  doc.fillColor(INK).font('bold').fontSize(14).text(r.campaign.name, left, 108, { width });
  doc.font('regular').fontSize(10).fillColor(MUTED);
  doc.text(`${r.campaign.brandName} · ${r.campaign.campaign_id}`, left, doc.y + 2, { width });
  const t = r.totals;
  const tiles: [string, string][] = [
    ['Creators', String(t.creators)],
    ['Posts live', String(t.postsLive)],
    ['Spend', pdfMoney(t.spend)],
    ['Views', formatRupees(t.views)],
    ['Engagements', formatRupees(t.engagements)],
    ['Engagement rate', percent(t.engagementRate) || '–'],
    ['Cost per view', t.costPerView === null ? '–' : pdfMoney(t.costPerView)],
    ['Cost per engagement', t.costPerEngagement === null ? '–' : pdfMoney(t.costPerEngagement)],
  ];
  let y = doc.y + 14;
  const tileW = width / 4;
  tiles.forEach(([label, value], i) => {
    const x = left + (i % 4) * tileW;
    const ty = y + Math.floor(i / 4) * 44;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x, ty, { width: tileW - 8 });
    doc
      .font('bold')
      .fontSize(13)
      .fillColor(INK)
      .text(value, x, ty + 13, { width: tileW - 8 });
  });
  y += 96;
  const cols = [
    { title: 'Creator', x: left, w: 110, align: 'left' as const },
    { title: 'Post', x: left + 110, w: 150, align: 'left' as const },
    { title: 'Views', x: left + 260, w: 70, align: 'right' as const },
    { title: 'Engagements', x: left + 330, w: 80, align: 'right' as const },
    { title: 'Source · status', x: left + 410, w: width - 410, align: 'left' as const },
  ];
  const rows = r.rows.map((row) => [
    `${row.creator.name}\n${row.platform}`,
    row.postUrl,
    count(row.views),
    count(row.engagements),
    row.source
      ? `${METRIC_SOURCE_LABELS[row.source]} · ${row.status ? METRIC_STATUS_LABELS[row.status] : ''}`
      : 'No reading yet',
  ]);
  if (!rows.length) rows.push(['No live posts yet.', '', '', '', '']);
  drawTable(pdf, cols, rows, y, { footRoom: 60, headerOnNewPage: true });
  doc.end();
  return pdf.done;
}
