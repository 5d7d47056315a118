// Unit tests render components synchronously: every namespace of both languages is loaded before any test runs,
// and English is the i18next instance components use when a test gives them no I18nextProvider.
import { setI18n } from 'react-i18next';
import { i18nFor, loadNamespaces } from '../i18n/i18n.ts';
import { LANGS } from '../i18n/lang.ts';

await Promise.all(LANGS.map((lang) => loadNamespaces(lang)));
setI18n(i18nFor('en'));
