/**
 * The interface language: a React context holding the locale (persisted in
 * localStorage) and `t(key, params)` over typed dictionaries.
 */
import type { Locale } from '@daedalus/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type Translate, translator } from './translate.ts';

export { format, type Translate, translator } from './translate.ts';

export const LOCALES: readonly { id: Locale; name: string }[] = [
  { id: 'en', name: 'English' },
  { id: 'de', name: 'Deutsch' },
  { id: 'ru', name: 'Русский' },
];

const STORAGE_KEY = 'daedalus.locale';

function initialLocale(): Locale {
  const stored = safeStorage()?.getItem(STORAGE_KEY);
  if (stored === 'en' || stored === 'de' || stored === 'ru') return stored;
  const nav = typeof navigator === 'undefined' ? 'en' : navigator.language.slice(0, 2);
  return nav === 'de' || nav === 'ru' ? nav : 'en';
}

export function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

interface I18n {
  locale: Locale;
  setLocale(locale: Locale): void;
  t: Translate;
}

const I18nContext = createContext<I18n>({ locale: 'en', setLocale: () => undefined, t: translator('en') });

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const setLocale = useCallback((l: Locale) => {
    setLocaleState(l);
    safeStorage()?.setItem(STORAGE_KEY, l);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale, t: translator(locale) }), [locale, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
