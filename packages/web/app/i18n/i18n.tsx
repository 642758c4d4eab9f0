/**
 * The interface language: a React context holding the locale (persisted in
 * localStorage) and `t(key, params)` over typed dictionaries.
 */
import type { Locale } from '@daedalus/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { hasLocale, loadLocale, type Translate, translator } from './translate.ts';

export { format, hasLocale, loadLocale, type Translate, translator } from './translate.ts';

export const LOCALES: readonly { id: Locale; name: string }[] = [
  { id: 'en', name: 'English' },
  { id: 'de', name: 'Deutsch' },
  { id: 'ru', name: 'Русский' },
];

const STORAGE_KEY = 'daedalus.locale';

/** The reader's language: as chosen before on this browser, else the browser's own, else English. */
export function initialLocale(): Locale {
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
  /** Switches to a language once its words have loaded (the page stays as it is meanwhile). */
  setLocale(locale: Locale): void;
  /** A language chosen whose words could not be loaded (the page stayed in `locale`). */
  unloaded: Locale | null;
  t: Translate;
}

const I18nContext = createContext<I18n>({
  locale: 'en',
  setLocale: () => undefined,
  unloaded: null,
  t: translator('en'),
});

/** `initial`: a locale whose words are loaded (`main.tsx` loads them before the first paint). */
export function I18nProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initial);
  const [unloaded, setUnloaded] = useState<Locale | null>(null);
  // The last language asked for: a slower load of an earlier choice does not overrule it.
  const wanted = useRef(initial);
  const setLocale = useCallback((l: Locale) => {
    wanted.current = l;
    const choose = () => {
      setUnloaded(null);
      setLocaleState(l);
      safeStorage()?.setItem(STORAGE_KEY, l);
    };
    // Loaded already: at once, in the same event.
    if (hasLocale(l)) return choose();
    loadLocale(l).then(
      () => {
        if (wanted.current === l) choose();
      },
      () => {
        if (wanted.current === l) setUnloaded(l);
      },
    );
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(
    () => ({ locale, setLocale, unloaded, t: translator(locale) }),
    [locale, setLocale, unloaded],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
