import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EnquiryForm } from './enquiry-form.tsx';
import { setupMswServer } from './test/msw.ts';
import { API, renderForm } from './test/render.tsx';

const server = setupMswServer();

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Mei');
  await user.type(screen.getByLabelText('Surname'), 'Chan');
  await user.type(screen.getByLabelText('School / Company (if applicable)'), 'Sunshine Kindergarten');
  await user.type(screen.getByLabelText('Phone'), '85291234567');
  await user.type(screen.getByLabelText('Email'), 'mei@sunshine.edu.hk');
  await user.type(screen.getByLabelText('Message'), 'We need two teachers.');
}

/** The same valid values set in one change event per field (quicker than typing, for the retry tests). */
function setValid() {
  const values: Record<string, string> = {
    'First name': 'Mei',
    Surname: 'Chan',
    'School / Company (if applicable)': 'Sunshine Kindergarten',
    Phone: '85291234567',
    Email: 'mei@sunshine.edu.hk',
    Message: 'We need two teachers.',
  };
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('EnquiryForm', () => {
  it('labels every field as the spec names them; the message box has 8 rows', () => {
    renderForm(<EnquiryForm source="contact-us" />);
    for (const label of [
      'First name',
      'Surname',
      'School / Company (if applicable)',
      'Phone',
      'Email',
      'Message',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText('Message').getAttribute('rows')).toBe('8');
    expect(screen.getByRole('region', { name: 'Personal information collection statement' })).toBeTruthy();
  });

  it('after a failed submit, focuses "There is a problem" listing every field, each linked and described', async () => {
    const user = userEvent.setup();
    renderForm(<EnquiryForm source="contact-us" />);
    await user.type(screen.getByLabelText('Phone'), '+852 9123'); // 7 digits: too few
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Enter your first name',
      'Enter your surname',
      'Enter a phone number of 8 to 15 digits, including the country code',
      'Enter your email address',
      'Enter your message',
    ]);

    const phone = screen.getByLabelText('Phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = phone.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' | ')).toContain(
      'Error: Enter a phone number of 8 to 15 digits',
    );

    await user.click(links[2]!);
    expect(document.activeElement).toBe(phone);
  });

  it('pressing Submit does not blur the field being edited (its message would shift the button away)', () => {
    renderForm(<EnquiryForm source="contact-us" />);
    // fireEvent returns false when the default (moving focus) was prevented.
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Submit' }))).toBe(false);
  });

  it('shows a message only after the field is touched, and clears it when corrected', async () => {
    const user = userEvent.setup();
    renderForm(<EnquiryForm source="for-your-school" />);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('false');
    await user.type(email, 'mei@x');
    await user.tab();
    expect(
      await screen.findByText('Enter an email address in the correct format, like name@example.com'),
    ).toBeTruthy();
    expect(screen.queryByText('Enter your first name')).toBeNull();
    await user.type(email, '.hk');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('false'));
  });

  it('explains in words why a name with a hidden control character is refused', async () => {
    renderForm(<EnquiryForm source="contact-us" />);
    const firstName = screen.getByLabelText('First name');
    fireEvent.change(firstName, { target: { value: 'Mei\u202eolleh' } });
    fireEvent.blur(firstName);
    expect(
      await screen.findByText(
        'First name cannot contain line breaks, tabs or invisible formatting characters. Please type it on one line',
      ),
    ).toBeTruthy();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
  });

  it('posts the wire fields and shows the reference in the success dialog, then restores focus', async () => {
    let body: URLSearchParams | undefined;
    server.use(
      http.post(`${API()}/api/forms/enquiry`, async ({ request }) => {
        body = new URLSearchParams(await request.text());
        return HttpResponse.json({ status: 200, result: 'ok', message: 'Received', reference: 'ENQ-000123' });
      }),
    );
    const user = userEvent.setup();
    renderForm(<EnquiryForm source="contact-us" />);
    await fillValid(user);
    // Submit from the keyboard: focus stays in the message field, as it does after a mouse press on Submit.
    fireEvent.submit(screen.getByLabelText('Message').closest('form')!);

    const dialog = await screen.findByRole('dialog', { name: 'Submission successful' });
    expect(within(dialog).getByText('ENQ-000123')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(body?.get('last_name')).toBe('Mei');
    expect(body?.get('textarea')).toBe('We need two teachers.');
    expect(body?.get('company_website')).toBe('');
    expect(body?.get('idempotency_key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(body?.get('form_started_at'))).toBeGreaterThan(Date.now() - 60_000);

    // The emptied form shows no messages behind the dialog (the field that had focus is not "touched").
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('false');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
  });

  it('a correction sent under a used key (409) is sent again under a new key', async () => {
    // The server stored the first version (its answer was lost); the corrected one must not be dropped.
    const sent: { key: string; phone: string }[] = [];
    server.use(
      http.post(`${API()}/api/forms/enquiry`, async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        sent.push({ key: body.get('idempotency_key') ?? '', phone: body.get('phone') ?? '' });
        if (sent.length === 1) return HttpResponse.error();
        if (sent.length === 2)
          return HttpResponse.json(
            { status: 409, message: 'already sent with different details' },
            { status: 409 },
          );
        return HttpResponse.json({ status: 200, reference: 'ENQ-10' });
      }),
    );
    const user = userEvent.setup();
    renderForm(<EnquiryForm source="contact-us" />);
    setValid();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Press Submit to send it again/);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '85298765432' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ENQ-10')).toBeTruthy();
    expect(sent.map((s) => s.phone)).toEqual(['85291234567', '85298765432', '85298765432']);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[1]!.key);
  });

  it('a start time the server no longer accepts (form open over a day) is renewed; the retry passes', async () => {
    const sent: { key: string; startedAt: number }[] = [];
    server.use(
      http.post(`${API()}/api/forms/enquiry`, async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        sent.push({ key: body.get('idempotency_key') ?? '', startedAt: Number(body.get('form_started_at')) });
        return sent.length === 1
          ? HttpResponse.json(
              { status: 400, errors: [{ field: 'form_started_at', message: 'forms:errors.metaInvalid' }] },
              { status: 400 },
            )
          : HttpResponse.json({ status: 200, reference: 'ENQ-11' });
      }),
    );
    const user = userEvent.setup();
    renderForm(<EnquiryForm source="contact-us" />);
    setValid();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Press Submit to send it again/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.startedAt).toBeGreaterThan(sent[0]!.startedAt);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
  });

  it('on a server error keeps the input, explains it, and retries with the same idempotency key', async () => {
    const keys: string[] = [];
    let calls = 0;
    server.use(
      http.post(`${API()}/api/forms/enquiry`, async ({ request }) => {
        keys.push(new URLSearchParams(await request.text()).get('idempotency_key') ?? '');
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ status: 503, message: 'down' }, { status: 503 })
          : HttpResponse.json({ status: 200, reference: 'ENQ-9' });
      }),
    );
    const user = userEvent.setup();
    renderForm(<EnquiryForm source="contact-us" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const failure = await screen.findByText(
      'Something went wrong on our side. Please try again in a few minutes.',
    );
    const alert = failure.closest<HTMLElement>('[role="alert"]');
    expect(alert).toBeTruthy();
    // One action: the form's own Submit, not a second button inside the box.
    expect(within(alert!).queryAllByRole('button')).toHaveLength(0);
    expect(alert!.textContent).toContain('Press Submit to send it again');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Mei');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it.each([
    [429, 'Too many submissions from your connection. Please wait a minute, then try again.'],
    [0, 'We could not reach our server. Check your internet connection, then try again.'],
  ])('explains HTTP %i in words', async (status, text) => {
    server.use(
      http.post(`${API()}/api/forms/enquiry`, () =>
        status === 0 ? HttpResponse.error() : HttpResponse.json({ status }, { status }),
      ),
    );
    const user = userEvent.setup();
    renderForm(<EnquiryForm source="contact-us" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('maps server validation errors back onto the fields and the summary', async () => {
    server.use(
      http.post(`${API()}/api/forms/enquiry`, () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Invalid',
            errors: [{ field: 'email', message: 'forms:errors.emailFormat' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm(<EnquiryForm source="contact-us" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe(
      'Enter an email address in the correct format, like name@example.com',
    );
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks Traditional Chinese on /zh-hant pages', async () => {
    const user = userEvent.setup();
    renderForm(<EnquiryForm source="contact-us" />, 'zh-Hant');
    await user.click(screen.getByRole('button', { name: '提交' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('出現問題');
    expect(within(summary).getAllByRole('link')[0]?.textContent).toBe('請輸入您的名字');
  });
});
