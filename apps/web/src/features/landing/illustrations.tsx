import { Trans } from '@lingui/react/macro';
/**
 * Original illustrations drawn with SVG and CSS: no image requests, crisp on every screen, and a few
 * kilobytes at most. They are decorative; the text beside them carries the meaning.
 */

export function HeroIllustration() {
  return (
    <div className="relative mx-auto aspect-[4/5] w-full max-w-sm" aria-hidden>
      <div className="absolute inset-6 rounded-[3rem] bg-gradient-to-br from-violet-200 via-fuchsia-100 to-amber-100 blur-2xl" />
      <svg viewBox="0 0 320 400" className="relative h-full w-full" focusable="false">
        <defs>
          <linearGradient id="hero-screen" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ede9fe" />
            <stop offset="1" stopColor="#fdf2f8" />
          </linearGradient>
          <linearGradient id="hero-avatar" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f59e0b" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        {/* Phone */}
        <rect x="70" y="20" width="180" height="360" rx="30" fill="#1e1b4b" />
        <rect x="80" y="32" width="160" height="336" rx="22" fill="url(#hero-screen)" />
        <rect x="135" y="40" width="50" height="8" rx="4" fill="#1e1b4b" />
        {/* Profile */}
        <circle cx="160" cy="100" r="30" fill="url(#hero-avatar)" />
        <circle cx="160" cy="92" r="11" fill="#fff7ed" />
        <path d="M141 118c4-10 11-14 19-14s15 4 19 14" fill="#fff7ed" />
        <rect x="120" y="142" width="80" height="9" rx="4.5" fill="#4c1d95" />
        <rect x="132" y="157" width="56" height="6" rx="3" fill="#a78bfa" />
        {/* Stats */}
        <g fontFamily="system-ui, sans-serif" fontWeight="700" textAnchor="middle">
          <rect x="92" y="176" width="64" height="42" rx="10" fill="#fff" />
          <text x="124" y="197" fontSize="14" fill="#4c1d95">
            48K
          </text>
          <text x="124" y="210" fontSize="8" fontWeight="500" fill="#6b7280">
            <Trans>followers</Trans>
          </text>
          <rect x="164" y="176" width="64" height="42" rx="10" fill="#fff" />
          <text x="196" y="197" fontSize="14" fill="#4c1d95">
            12
          </text>
          <text x="196" y="210" fontSize="8" fontWeight="500" fill="#6b7280">
            <Trans>campaigns</Trans>
          </text>
        </g>
        {/* Content tiles */}
        <rect x="92" y="228" width="42" height="52" rx="8" fill="#c4b5fd" />
        <rect x="139" y="228" width="42" height="52" rx="8" fill="#fbcfe8" />
        <rect x="186" y="228" width="42" height="52" rx="8" fill="#fde68a" />
        <path d="M106 262l8-10 6 7 4-4 8 9z" fill="#7c3aed" />
        <circle cx="160" cy="254" r="9" fill="#db2777" />
        <path d="M157 249v10l8-5z" fill="#fff" />
        <path d="M198 266c2-8 14-8 16 0" stroke="#d97706" strokeWidth="3" fill="none" strokeLinecap="round" />
        <rect x="92" y="292" width="136" height="30" rx="15" fill="#6d28d9" />
        <text
          x="160"
          y="311"
          fontSize="11"
          fontWeight="700"
          fill="#fff"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
        >
          <Trans>Apply to campaign</Trans>
        </text>
      </svg>

      {/* Floating cards, drawn with CSS so their text stays sharp */}
      <div className="absolute -left-2 top-[18%] rounded-2xl border border-emerald-100 bg-white px-3 py-2 shadow-lg sm:-left-8">
        <p className="text-[11px] font-medium text-slate-600">
          <Trans>Paid via UPI</Trans>
        </p>
        <p className="text-base font-bold text-emerald-700">₹12,500</p>
      </div>
      <div className="absolute -right-2 top-[6%] flex items-center gap-2 rounded-2xl border border-violet-100 bg-white px-3 py-2 shadow-lg sm:-right-8">
        <span className="grid size-6 place-items-center rounded-full bg-violet-700 text-xs font-bold text-white">
          ✓
        </span>
        <p className="text-xs font-semibold text-slate-800">
          <Trans>Work approved</Trans>
        </p>
      </div>
      <div className="absolute bottom-[8%] -left-1 rounded-2xl border border-amber-100 bg-white px-3 py-2 shadow-lg sm:-left-6">
        <p className="text-xs font-semibold text-slate-800">
          <Trans>New brand invite</Trans>
        </p>
        <p className="text-[11px] text-slate-600">
          <Trans>Skincare · Reels</Trans>
        </p>
      </div>
    </div>
  );
}

/** A small constellation of creators around the hub, for the "who we are" section. */
export function CommunityIllustration() {
  const people = [
    { x: 60, y: 60, c: '#f59e0b' },
    { x: 250, y: 50, c: '#db2777' },
    { x: 40, y: 190, c: '#10b981' },
    { x: 270, y: 190, c: '#3b82f6' },
    { x: 155, y: 235, c: '#8b5cf6' },
  ];
  return (
    <svg viewBox="0 0 310 280" className="h-auto w-full max-w-md" aria-hidden focusable="false">
      <circle cx="155" cy="135" r="110" fill="#f5f3ff" />
      <circle cx="155" cy="135" r="70" fill="#ede9fe" />
      {people.map((p) => (
        <line
          key={`l${p.x}`}
          x1="155"
          y1="135"
          x2={p.x}
          y2={p.y}
          stroke="#c4b5fd"
          strokeWidth="2"
          strokeDasharray="4 6"
        />
      ))}
      <rect x="120" y="100" width="70" height="70" rx="20" fill="#6d28d9" />
      <circle cx="155" cy="127" r="11" fill="#fff" />
      <path
        d="M137 156c3-9 10-13 18-13s15 4 18 13"
        stroke="#fff"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      {people.map((p) => (
        <g key={`p${p.x}`}>
          <circle cx={p.x} cy={p.y} r="24" fill="#fff" stroke={p.c} strokeWidth="3" />
          <circle cx={p.x} cy={p.y - 5} r="7" fill={p.c} />
          <path d={`M${p.x - 11} ${p.y + 13}c2-7 6-10 11-10s9 3 11 10`} fill={p.c} />
        </g>
      ))}
    </svg>
  );
}
