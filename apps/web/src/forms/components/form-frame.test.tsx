// The server's HTML of a form (decision 066): an ordinary HTML form, enabled, whose fields carry the names the API
// reads, so the browser can post it with scripts off or not yet loaded; and the same form rendered again with what
// the browser posted and why it was refused, or with its reference.
import type { PostedForm } from '@agency/forms';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import { ApplicationForm } from '../application-form.tsx';
import { EnquiryForm } from '../enquiry-form.tsx';
import { PostedFormContext } from '../lib/posted-form.ts';
import { renderForm } from '../test/render.tsx';

function serverHtml(ui: ReactNode, posted: PostedForm | null = null, path = '/ContactUs') {
  const html = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={i18nFor(path.startsWith('/zh-hant') ? 'zh-Hant' : 'en')}>
        <PostedFormContext value={posted}>{ui}</PostedFormContext>
      </I18nextProvider>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const field = (page: Document, name: string) => page.querySelector<HTMLInputElement>(`[name="${name}"]`);

describe('a form in the server HTML', () => {
  it('posts as an HTML form to the API, enabled, by wire names, with where it sits', () => {
    const page = serverHtml(<EnquiryForm source="contact-us" />);
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/forms/enquiry#enquiry-contact-us-frame');
    expect(page.getElementById('enquiry-contact-us-frame')).toBeTruthy();
    expect(page.querySelector('[disabled]')).toBeNull();
    expect(page.querySelector('noscript')).toBeNull();
    expect(field(page, 'last_name')?.id).toBe('enquiry-contact-us-firstName');
    expect(field(page, 'textarea')?.tagName).toBe('TEXTAREA');
    expect(field(page, 'form_page')?.value).toBe('/ContactUs');
    expect(field(page, 'form_id')?.value).toBe('enquiry-contact-us');
    expect(field(page, 'lang')?.value).toBe('en');
    expect(Number(field(page, 'form_started_at')?.value)).toBeGreaterThan(Date.now() - 60_000);
    expect(field(page, 'company_website')?.value).toBe('');
    // The page's HTML is shared by every visitor: no idempotency key in it.
    expect(field(page, 'idempotency_key')).toBeNull();
  });

  it('the application sends its CV with it (multipart), and shows every country without scripts', () => {
    const page = serverHtml(<ApplicationForm variant="vacancies" />, null, '/zh-hant/Vacancies');
    const form = page.querySelector('form')!;
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toBe('/api/forms/application#application-vacancies-frame');
    expect(field(page, 'file')?.type).toBe('file');
    expect(page.querySelectorAll('[name="nationality"] option').length).toBeGreaterThan(200);
    // The sector and function choices are plain checkboxes until scripts run.
    const sectors = page.querySelectorAll<HTMLInputElement>('input[name="sectors"]');
    expect(sectors.length).toBeGreaterThan(2);
    expect(sectors[0]!.closest('[hidden]')).toBeNull();
    // Saving a draft needs scripts: it is not offered before they run.
    expect(page.body.textContent).not.toContain('稍後');
  });

  it('comes back with what was typed, the summary and each message, and says to choose files again', () => {
    const posted: PostedForm = {
      id: 'application-teach-abroad',
      values: { firstName: 'Alex', surname: '', email: 'alex@example' },
      failure: {
        kind: 'validation',
        errors: [
          { field: 'surname', message: 'forms:errors.required.surname' },
          { field: 'cv', message: 'forms:errors.cv.required' },
        ],
      },
    };
    const page = serverHtml(
      <ApplicationForm variant="teach-abroad" />,
      posted,
      '/OurServices/OurServices_TA',
    );
    expect(field(page, 'last_name')?.value).toBe('Alex');
    expect(field(page, 'email')?.value).toBe('alex@example');
    const summary = page.querySelector('[role="alert"]')!;
    expect(summary.textContent).toContain('There is a problem');
    const links = [...summary.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['#application-teach-abroad-surname', '#application-teach-abroad-cv']);
    expect(field(page, 'surname')?.getAttribute('aria-invalid')).toBe('true');
    expect(page.body.textContent).toContain('please choose your CV again');
  });

  it('another form on the page stays as it was', () => {
    const posted: PostedForm = { id: 'enquiry-for-your-school', values: { firstName: 'Alex' } };
    const page = serverHtml(<EnquiryForm source="contact-us" />, posted);
    expect(field(page, 'last_name')?.value).toBe('');
  });

  it('once sent, shows the reference where the form is, and an empty form', () => {
    const posted: PostedForm = { id: 'enquiry-contact-us', values: {}, reference: 'ENQ-2026-7KX3Q9' };
    const page = serverHtml(<EnquiryForm source="contact-us" />, posted);
    const notice = page.querySelector('[role="status"][data-sent-notice]')!;
    expect(notice.textContent).toContain('Submission successful');
    expect(notice.querySelector('[data-testid="submission-reference"]')?.textContent).toBe('ENQ-2026-7KX3Q9');
    expect(field(page, 'last_name')?.value).toBe('');
  });
});

describe('the form in the browser', () => {
  it('is enabled and offers saving a draft once its code runs', () => {
    renderForm(<ApplicationForm variant="teach-abroad" />);
    expect((screen.getByLabelText('First name') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save and finish later' })).toBeTruthy();
  });
});
