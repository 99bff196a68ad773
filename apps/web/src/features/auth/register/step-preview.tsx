import { COUNTRY_NAME, COUNTRY_VALUE } from '@ih/contract/enums';
import { parseFollowers, withWebScheme } from '@ih/contract/patterns';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { i18n, intlLocale, translateText } from '@/lib/i18n';
import type { RegisterValues } from './register-form';

const NOT_PROVIDED = msg`Not provided`;
const NOT_SELECTED = msg`Not selected`;

const text = (v: string) => v.trim() || i18n._(NOT_PROVIDED);

/** '12,500 followers', or nothing said when the count is not a number (the step refuses it anyway). */
function followersText(v: string): string {
  const n = parseFollowers(v);
  if (n === null) return i18n._(NOT_PROVIDED);
  const count = n.toLocaleString(intlLocale());
  return i18n._(msg`${count} followers`);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border p-4 sm:p-5">
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-brand-800 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm text-gray-600 sm:w-40">{label}</dt>
      <dd className="text-sm font-medium break-words text-gray-900">{value}</dd>
    </div>
  );
}

/** Step 4, Preview (doc 000 §2): read-only; only social rows with both platform and link are listed. */
export function StepPreview() {
  const { t } = useLingui();
  const { control } = useFormContext<RegisterValues>();
  const v = useWatch({ control }) as RegisterValues;
  const social = (v.social_platform ?? []).filter((r) => r.platform_name && r.profile_url.trim());
  const country = v.country === COUNTRY_VALUE ? translateText(COUNTRY_NAME) : text(v.country ?? '');

  return (
    <div className="flex flex-col gap-4">
      <Section title={t`Basic Info`}>
        <dl className="flex flex-col gap-2.5">
          <Row label={t`Name`} value={text(v.name ?? '')} />
          <Row
            label={t`Account Type`}
            value={v.account_type?.length ? v.account_type.join(', ') : t(NOT_SELECTED)}
          />
          <Row label={t`Mobile Number`} value={text(v.mobile_number ?? '')} />
          <Row label={t`Email`} value={text(v.email ?? '')} />
          <Row label={t`Address`} value={text(v.address ?? '')} />
          <Row label={t`Pin Code`} value={text(v.pincode ?? '')} />
          <Row label={t`Country`} value={country} />
          <Row label={t`State`} value={text(v.state ?? '')} />
          <Row label={t`City`} value={text(v.city ?? '')} />
        </dl>
      </Section>

      <Section title={t`Social Media Accounts`}>
        {social.length === 0 ? (
          <p className="text-sm text-gray-600">{t(NOT_PROVIDED)}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {social.map((r) => (
              <li
                key={`${r.platform_name}-${r.profile_url}`}
                className="flex flex-col gap-0.5 rounded-lg bg-gray-50 px-3 py-2 sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="text-sm font-semibold text-gray-900 sm:w-28">{r.platform_name}</span>
                <span className="min-w-0 flex-1 text-sm break-all text-gray-700">
                  {withWebScheme(r.profile_url)}
                </span>
                <span className="text-sm text-gray-600">{followersText(r.followers)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t`Categories & Bio`}>
        <dl className="flex flex-col gap-2.5">
          <Row
            label={t`Niche`}
            value={
              v.niche?.length ? (
                <span className="flex flex-wrap gap-1.5">
                  {v.niche.map((n) => (
                    <span
                      key={n}
                      className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
                    >
                      {n}
                    </span>
                  ))}
                </span>
              ) : (
                t(NOT_SELECTED)
              )
            }
          />
          <Row
            label={t`Description`}
            value={
              <span className="whitespace-pre-line">
                {v.description?.trim() || t`No description provided`}
              </span>
            }
          />
        </dl>
      </Section>
    </div>
  );
}
