import type { TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/**
 * What Lingui's macros call at run time (lingui.config.ts, runtimeConfigModule): the one i18n
 * instance of lib/i18n.ts, read without a provider. A component re-renders when the language
 * changes; one rendered outside the app's tree (a test, a toast) still speaks the current language.
 */
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale;

export function useLingui() {
  const locale = useSyncExternalStore(subscribe, currentLocale, currentLocale);
  return useMemo(() => ({ i18n, _: i18n._.bind(i18n), locale }), [locale]);
}

export function Trans(props: TransProps) {
  const lingui = useLingui();
  return <TransNoContext {...props} lingui={lingui} />;
}
