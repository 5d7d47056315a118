import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import { EnquiryForm } from '../enquiry-form.tsx';
import { renderForm } from '../test/render.tsx';

describe('FormFrame before and after hydration', () => {
  it('prerenders the fields disabled, with a message for browsers without JavaScript', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/ContactUs']}>
        <I18nextProvider i18n={i18nFor('en')}>
          <EnquiryForm source="contact-us" />
        </I18nextProvider>
      </MemoryRouter>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const fields = page.querySelector('form fieldset');
    expect(fields?.hasAttribute('disabled')).toBe(true);
    expect(fields?.contains(page.querySelector('button[type="submit"]'))).toBe(true);
    expect(fields?.contains(page.querySelector('input[name]'))).toBe(true);
    expect(page.querySelector('form noscript')?.textContent).toContain('This form needs JavaScript');
  });

  it('enables every field once the form runs in the browser', () => {
    renderForm(<EnquiryForm source="contact-us" />);
    expect((screen.getByLabelText('First name') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
    expect(document.querySelector('form fieldset')?.hasAttribute('disabled')).toBe(false);
  });
});
