import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { hasLocale, I18nProvider, initialLocale, loadLocale } from './i18n/i18n.tsx';
import './styles.css';

// The reader's language is loaded before the first paint (English, always here, if it cannot be).
const locale = initialLocale();
loadLocale(locale)
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <I18nProvider initial={hasLocale(locale) ? locale : 'en'}>
          <App />
        </I18nProvider>
      </StrictMode>,
    ),
  );
