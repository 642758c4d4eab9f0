/**
 * The web client's tests run with every language's words loaded: code under test that is given a
 * German or Russian `translator` gets its words, as the page does once the language has loaded
 * (`loadLocale`; what happens before, in the browser, is the browser tests').
 */
import { loadLocale } from '../app/i18n/translate.ts';

await Promise.all([loadLocale('de'), loadLocale('ru')]);
