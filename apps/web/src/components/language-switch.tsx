import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@ih/contract/language';
import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { chooseLanguage, currentLanguage } from '@/lib/i18n';

/**
 * English | हिन्दी (design §19), on the landing, sign-in and registration pages and in the profile.
 * The page changes language at once and remembers it on this device; `onChosen` also keeps it on the
 * account when someone is signed in. Each option is written in its own language, so a reader finds
 * theirs whatever the page shows now.
 */
export function LanguageSwitch({
  onChosen,
  className,
  tone = 'light',
}: {
  onChosen?: (language: Language) => Promise<unknown> | undefined;
  className?: string;
  tone?: 'light' | 'plain';
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const current = currentLanguage();

  async function choose(language: Language) {
    if (language === current || busy) return;
    setBusy(true);
    try {
      await chooseLanguage(language);
      await onChosen?.(language);
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className={cn('m-0 flex min-w-0 items-center gap-1.5 border-0 p-0', className)}>
      <legend className="sr-only">{t`Language`}</legend>
      <Languages aria-hidden className="size-4 text-gray-500" />
      <div className={cn('flex rounded-lg p-0.5', tone === 'light' ? 'bg-gray-100' : 'bg-white/70')}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === current}
            disabled={busy}
            onClick={() => void choose(language)}
            className={cn(
              'rounded-md px-2.5 py-1 text-sm font-medium text-gray-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
              language === current ? 'bg-white text-gray-900 shadow-sm' : 'hover:text-gray-900',
            )}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
