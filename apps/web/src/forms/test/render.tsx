// Renders a form as a page would: router (for the language), i18n, and msw answering the forms API.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18nFor } from '../../i18n/i18n.ts';
import type { Lang } from '../../i18n/lang.ts';

export function renderForm(ui: ReactNode, lang: Lang = 'en') {
  return render(
    <MemoryRouter initialEntries={[lang === 'en' ? '/ContactUs' : '/zh-hant/ContactUs']}>
      <I18nextProvider i18n={i18nFor(lang)}>{ui}</I18nextProvider>
    </MemoryRouter>,
  );
}

export const API = () => window.location.origin;
