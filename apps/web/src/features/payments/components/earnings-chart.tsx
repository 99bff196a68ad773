import type { PaymentSummary } from '@ih/contract/payments';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatRupees } from '@/lib/format';
import { currentLanguage, i18n, intlLocale } from '@/lib/i18n';

type Month = PaymentSummary['monthly'][number];

const MONTHS = [
  msg`Jan`,
  msg`Feb`,
  msg`Mar`,
  msg`Apr`,
  msg`May`,
  msg`Jun`,
  msg`Jul`,
  msg`Aug`,
  msg`Sep`,
  msg`Oct`,
  msg`Nov`,
  msg`Dec`,
];

/** 'Mar 26' from '2026-03', in the reader's language (call while rendering). */
export function monthLabel(month: string, withYear = true): string {
  const [y, m] = month.split('-');
  const short = MONTHS[Number(m) - 1];
  const name = short ? i18n._(short) : month;
  return withYear ? `${name} ${y?.slice(2) ?? ''}`.trim() : name;
}

/** A round axis maximum (1, 2 or 5 times a power of ten) at or above the largest bar. */
export function niceMax(value: number): number {
  if (value <= 0) return 1000;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

/** The axis' short amounts in the reader's language ('10K', '10 हज़ार'), one formatter per language. */
const compactFormats = new Map<string, Intl.NumberFormat>();
const compact = () => {
  const locale = intlLocale();
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format;
};

/** Axis ticks at round steps: 0 to max in fifths for 1 and 5, in quarters for 2 (so 10K, 5K, 2K steps). */
export function ticksOf(max: number): number[] {
  const lead = Math.round(max / 10 ** Math.floor(Math.log10(max)));
  const parts = lead === 2 ? 4 : 5;
  return Array.from({ length: parts + 1 }, (_, i) => (max / parts) * i);
}

/** The element's width in CSS pixels, so the chart is drawn at 1:1 and its 12 px labels stay legible. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const H = 240;
// Room at the left for the longest axis label: '₹50K', or '₹50 हज़ार' in Hindi.
const PAD = { top: 12, right: 4, bottom: 26, left: 52 };
const PAD_LEFT_HINDI = 72;
const PAID = '#6d28d9'; // brand-700
const PENDING = '#f59e0b'; // amber-500, told apart from paid by the legend and by position
const LATE = '#b91c1c'; // red-700: the part of a month's paid bar that came after its due date

/**
 * Monthly paid and pending rupees as grouped bars, drawn inline (no chart library). The SVG is
 * decorative for screen readers; the same figures are in a visually hidden table.
 */
export function EarningsChart({ months, loading }: { months: Month[]; loading: boolean }) {
  const { t } = useLingui();
  const [box, measured] = useWidth<HTMLDivElement>();
  const count = months.length || 12;
  const W = Math.max(300, measured || 720);
  const max = niceMax(Math.max(0, ...months.map((m) => Math.max(m.paid, m.pending))));
  const left = currentLanguage() === 'hi' ? PAD_LEFT_HINDI : PAD.left;
  const plotW = W - left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, months.length);
  const bar = Math.max(3, Math.min(18, slot / 3 - 1));
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = ticksOf(max);
  const empty = !loading && months.every((m) => m.paid === 0 && m.pending === 0);

  return (
    <section
      aria-labelledby="earnings-heading"
      className="rounded-card border border-border bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="earnings-heading" className="text-base font-semibold text-gray-900">
          <Trans>Earnings over time</Trans>
        </h2>
        <ul className="flex gap-4 text-sm text-gray-700" aria-label={t`Legend`}>
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm" style={{ background: PAID }} />
            <Trans>Paid</Trans>
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm" style={{ background: PENDING }} />
            <Trans>Pending</Trans>
          </li>
          {months.some((m) => m.late > 0) ? (
            <li className="flex items-center gap-1.5">
              <span aria-hidden className="size-3 rounded-sm" style={{ background: LATE }} />
              <Trans>Paid late</Trans>
            </li>
          ) : null}
        </ul>
      </div>
      <p className="mb-3 text-sm text-gray-600">
        <Trans>Paid and pending amounts per month for the last {count} months.</Trans>
      </p>
      <div ref={box}>
        {loading ? (
          <div aria-hidden className="h-60 animate-pulse rounded-lg bg-gray-100" />
        ) : (
          <div className="relative">
            <svg viewBox={`0 0 ${W} ${H}`} width="100%" height={H} aria-hidden focusable="false">
              {ticks.map((t) => (
                <g key={t}>
                  <line x1={left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e5e7eb" />
                  <text x={left - 8} y={y(t) + 4} textAnchor="end" fontSize="12" fill="#4b5563">
                    ₹{compact().format(t)}
                  </text>
                </g>
              ))}
              {months.map((m, i) => {
                const cx = left + slot * i + slot / 2;
                const month = monthLabel(m.month);
                const paid = formatRupees(m.paid);
                const late = formatRupees(m.late);
                const pending = formatRupees(m.pending);
                return (
                  <g key={m.month}>
                    <rect
                      x={cx - bar - 1}
                      y={y(m.paid)}
                      width={bar}
                      height={y(0) - y(m.paid)}
                      rx="2"
                      fill={PAID}
                    >
                      <title>{t`${month} paid ${paid}`}</title>
                    </rect>
                    {m.late > 0 ? (
                      <rect
                        x={cx - bar - 1}
                        y={y(m.late)}
                        width={bar}
                        height={y(0) - y(m.late)}
                        rx="2"
                        fill={LATE}
                      >
                        <title>{t`${month} paid late ${late}`}</title>
                      </rect>
                    ) : null}
                    <rect
                      x={cx + 1}
                      y={y(m.pending)}
                      width={bar}
                      height={y(0) - y(m.pending)}
                      rx="2"
                      fill={PENDING}
                    >
                      <title>{t`${month} pending ${pending}`}</title>
                    </rect>
                    {/* On narrow screens every other month is labelled, so the labels do not collide. */}
                    {slot >= 34 || i % 2 === (months.length - 1) % 2 ? (
                      <text x={cx} y={H - 8} textAnchor="middle" fontSize="12" fill="#4b5563">
                        {monthLabel(m.month, false)}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </svg>
            {empty ? (
              <p className="absolute inset-0 flex items-center justify-center text-sm font-medium text-gray-700">
                <Trans>No earnings in the last {count} months yet.</Trans>
              </p>
            ) : null}
          </div>
        )}
      </div>
      {/* A table does not shrink to sr-only's 1 px: its column widths would widen a phone's page (the
          Hindi headings are longer). A block does, and clips what it holds. */}
      <div className="sr-only">
        <table>
          <caption>
            <Trans>Paid and pending amounts per month</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Month</Trans>
              </th>
              <th scope="col">
                <Trans>Paid</Trans>
              </th>
              <th scope="col">
                <Trans>Pending</Trans>
              </th>
              <th scope="col">
                <Trans>Paid late</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>{formatRupees(m.paid)}</td>
                <td>{formatRupees(m.pending)}</td>
                <td>{formatRupees(m.late)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
