import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationForm } from './application-form.tsx';
import { setupMswServer } from './test/msw.ts';
import { API, renderForm } from './test/render.tsx';

const server = setupMswServer();
// Filling fifteen fields (selects of ~240 countries) through user-event is slow in jsdom.
vi.setConfig({ testTimeout: 30_000 });
type User = ReturnType<typeof userEvent.setup>;

/** A file whose first bytes are what its extension says (the browser checks them, as the server does). */
const SIGNATURES: Record<string, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: [0x50, 0x4b, 0x03, 0x04],
};
const pdf = (name = 'cv.pdf', size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set(SIGNATURES[name.split('.').pop() ?? ''] ?? []);
  return new File([bytes], name, { type: 'application/pdf' });
};

/** Puts text in a field as one paste: these tests are about sending, and typing key by key is slow in jsdom. */
async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillCommon(user: User) {
  await enter(user, 'First name', 'Sam');
  await enter(user, 'Surname', 'Taylor');
  await enter(user, 'ID number', 'P1234567');
  await user.selectOptions(screen.getByLabelText('Nationality'), 'Canada');
  await enter(user, 'Phone', '14165550100');
  await enter(user, 'Email', 'sam@example.ca');
  await user.selectOptions(screen.getByLabelText('Marital status'), 'Single');
  await user.selectOptions(screen.getByLabelText('Education level'), "Bachelor's degree");
  await user.selectOptions(screen.getByLabelText('TEFL certificate held'), 'Yes');
  await user.selectOptions(screen.getByLabelText('Passport held'), 'Canada');
  await user.selectOptions(screen.getByLabelText('Teaching experience'), 'Up to 2 years');
  await user.selectOptions(screen.getByLabelText('Location interested in'), 'Macau');
  await user.selectOptions(screen.getByLabelText('Country you reside in'), 'Canada');
  await enter(user, 'Area you reside in', 'Toronto');
  await enter(user, 'Message', 'Two years of phonics.');
}

const chooseFiles = (files: File[]) => fireEvent.change(screen.getByLabelText('CV'), { target: { files } });

describe('ApplicationForm', () => {
  it('says which fields are optional and why the agency asks, the same in the collection statement (issue 42)', () => {
    renderForm(<ApplicationForm variant="teach-abroad" />);
    expect(
      screen.getByText(
        'All fields are required except your ID or passport number, marital status and when you could start.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('All fields are required.')).toBeNull();
    expect(
      screen.getByText(
        /All fields and the CV are obligatory except your ID or passport number, marital status and when you could start/,
      ),
    ).toBeTruthy();
    const marital = screen.getByLabelText(/Marital status/);
    const hint = document.getElementById(marital.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint.textContent).toMatch(/only .*spouse.*dependant visa/i);
    const id = screen.getByLabelText(/ID/);
    expect(document.getElementById(id.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toMatch(
      /offer stage.*ask/i,
    );
  });

  it("asks when they could start, optionally, with the checker's three answers", () => {
    renderForm(<ApplicationForm variant="teach-abroad" />);
    const start = screen.getByLabelText(/When could you start/) as HTMLSelectElement;
    expect(start.name).toBe('available_to_start');
    expect(start.required).toBe(false);
    expect([...start.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select…'],
      ['within-3-months', 'Within 3 months'],
      ['3-to-6-months', 'In 3 to 6 months'],
      ['later', 'In more than 6 months'],
    ]);
    const hint = document.getElementById(start.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint.textContent).toMatch(/Optional/);
  });

  it('Teach Abroad: labels career level by what it asks, 6-row message, no sectors/functions', () => {
    renderForm(<ApplicationForm variant="teach-abroad" />);
    const experience = screen.getByLabelText('Teaching experience') as HTMLSelectElement;
    // Named as the API reads it: without scripts the browser posts the form itself (decision 066).
    expect(experience.name).toBe('career_level');
    expect([...experience.options].map((option) => option.text)).toContain('Up to 1 year of experience');
    expect(screen.getByLabelText('Country you reside in')).toBeTruthy();
    expect(screen.getByLabelText('Message').getAttribute('rows')).toBe('6');
    expect(screen.queryByRole('group', { name: 'Sectors' })).toBeNull();
    expect(screen.getByText('CV maximum size 4 MB; up to 2 files.')).toBeTruthy();
  });

  it('offers every country in the three country lists', () => {
    renderForm(<ApplicationForm variant="teach-abroad" />);
    const countryLists = ['Nationality', 'Passport held', 'Country you reside in'].map(
      (label) => screen.getByLabelText(label) as HTMLSelectElement,
    );
    expect(countryLists.map((list) => list.options.length > 190)).toEqual([true, true, true]);
    expect([...countryLists[0]!.options].map((option) => option.text)).toContain('Canada');
  });

  it('Vacancies: preselects the vacancy from the prop', () => {
    renderForm(
      <ApplicationForm
        variant="vacancies"
        vacancy={{ title: 'Hong Kong — 5 Nov 2025', slug: 'hk-2025-11-05' }}
      />,
    );
    const select = screen.getByLabelText('Vacancy applied for') as HTMLSelectElement;
    expect(select.value).toBe('hk-2025-11-05');
    expect(select.selectedOptions[0]?.textContent).toBe('Hong Kong — 5 Nov 2025');
  });

  it('sector chips work from the keyboard: open, tick, remove with Delete, Escape closes', async () => {
    const user = userEvent.setup();
    renderForm(<ApplicationForm variant="vacancies" />);
    const group = screen.getByRole('group', { name: 'Sectors' });
    const toggle = within(group).getByRole('button', { name: /Choose Sectors/ });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(within(group).getByRole('checkbox', { name: 'Kindergarten' }));
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    const chips = within(group).getByRole('list', { name: 'Sectors' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kindergarten×', 'Primary school×']);
    const remove = within(chips).getByRole('button', { name: 'Remove Kindergarten' });
    remove.focus();
    await user.keyboard('{Delete}');
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Primary school×']),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(group).getByRole('button', { name: 'Remove Primary school' }),
      ),
    );
    await user.keyboard('{Enter}');
    expect(await within(group).findByText('Select at least one sector')).toBeTruthy();
  });

  it('refuses a wrong, empty or oversized CV at once: it leaves the list, every reason shows on its own row', async () => {
    renderForm(<ApplicationForm variant="teach-abroad" />);
    chooseFiles([
      new File(['MZ'], 'cv.exe'),
      pdf('big.pdf', 4 * 1024 * 1024 + 1),
      pdf('a.pdf'),
      new File([], 'empty.docx'),
    ]);
    const refused = await screen.findByRole('list', { name: 'Files not added' });
    const rows = within(refused)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'cv.exeNot addedcv.exe is not a Word or PDF file. Choose a .doc, .docx or .pdf file',
      'big.pdfNot addedbig.pdf is larger than 4 MB. Choose a smaller file',
      'empty.docxNot addedempty.docx is empty. Choose another file',
    ]);
    const chosen = screen.getByRole('list', { name: 'Files chosen' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['a.pdf2 KB×']);
    expect(screen.queryByRole('button', { name: 'Remove cv.exe' })).toBeNull();
    // The input names the refusals, and the field itself is fine: a.pdf will be sent.
    const input = screen.getByLabelText('CV');
    expect(input.getAttribute('aria-describedby')).toContain(refused.id);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('false'));

    // A third good file is refused too: two at most. Choosing again replaces the old refusals.
    chooseFiles([pdf('b.docx'), pdf('c.doc')]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Files not added' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.getByText('You can send at most 2 files. Remove one to add another.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Files chosen' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.docx' }));
    expect(screen.queryByRole('list', { name: 'Files not added' })).toBeNull();
  });

  it("reads a chosen CV: a text file named .pdf is refused with the server's message before anything is uploaded", async () => {
    let uploads = 0;
    server.use(
      http.post(`${API()}/api/forms/cv`, () => {
        uploads += 1;
        return HttpResponse.json({ data: { fileName: 'up_1' } });
      }),
    );
    const user = userEvent.setup();
    renderForm(<ApplicationForm variant="teach-abroad" />);
    chooseFiles([new File(['Dear school, please find my CV below.'], 'notes.pdf')]);
    const message =
      'notes.pdf is not really a Word or PDF file: its content does not match its name. Save it again as .docx or .pdf and choose it again';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Files chosen' })).toBeNull();
    // Submit stops: no CV is chosen, and nothing is uploaded.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Choose your CV (Word or PDF)' })).toBeTruthy();
    expect(uploads).toBe(0);

    chooseFiles([pdf('cv.pdf')]);
    await waitFor(() => expect(screen.getByLabelText('CV').getAttribute('aria-invalid')).toBe('false'));
    expect(screen.queryByText(message)).toBeNull();
  });

  it('uploads the CV first, posts the application with its fileName, and shows the reference', async () => {
    const calls: string[] = [];
    let application: URLSearchParams | undefined;
    server.use(
      http.post(`${API()}/api/forms/cv`, () => {
        calls.push('cv');
        return HttpResponse.json({ data: { fileName: 'up_77' } });
      }),
      http.post(`${API()}/api/forms/application`, async ({ request }) => {
        calls.push('application');
        application = new URLSearchParams(await request.text());
        return HttpResponse.json(
          { status: 201, result: 'created', message: '', reference: 'APP-2026-0042' },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderForm(<ApplicationForm variant="vacancies" vacancy={{ title: 'HK', slug: 'hk-2025-11-05' }} />);
    await fillCommon(user);
    const sectors = screen.getByRole('group', { name: 'Sectors' });
    await user.click(within(sectors).getByRole('button', { name: /Choose Sectors/ }));
    await user.click(within(sectors).getByRole('checkbox', { name: 'Learning centre' }));
    const functions = screen.getByRole('group', { name: 'Functions' });
    await user.click(within(functions).getByRole('button', { name: /Choose Functions/ }));
    await user.click(within(functions).getByRole('checkbox', { name: 'Native English teacher' }));
    await user.click(within(functions).getByRole('checkbox', { name: 'Phonics teacher' }));
    chooseFiles([pdf()]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Submission successful' });
    expect(within(dialog).getByText('APP-2026-0042')).toBeTruthy();
    expect(calls).toEqual(['cv', 'application']);
    expect(application?.get('fileName')).toBe('up_77');
    expect(application?.get('last_name')).toBe('Sam');
    expect(application?.get('career_level')).toBe('Up to 2 years');
    expect(application?.getAll('sectors')).toEqual(['Learning centre']);
    expect(application?.getAll('functions')).toEqual(['Native English teacher', 'Phonics teacher']);
    expect(application?.get('vacancy')).toBe('hk-2025-11-05');
  });

  it('shows an upload progress bar while the CV uploads', async () => {
    server.use(
      http.post(`${API()}/api/forms/cv`, async () => {
        await delay(300);
        return HttpResponse.json({ data: { fileName: 'up_9' } });
      }),
      http.post(`${API()}/api/forms/application`, () =>
        HttpResponse.json({ status: 200, reference: 'APP-9' }),
      ),
    );
    const user = userEvent.setup();
    renderForm(<ApplicationForm variant="teach-abroad" />);
    await fillCommon(user);
    chooseFiles([pdf()]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uploading your CV…' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('after a failure keeps everything (files too) and retries with the same key, without uploading twice', async () => {
    let uploads = 0;
    const keys: string[] = [];
    server.use(
      http.post(`${API()}/api/forms/cv`, () => {
        uploads += 1;
        return HttpResponse.json({ data: { fileName: 'up_1' } });
      }),
      http.post(`${API()}/api/forms/application`, async ({ request }) => {
        keys.push(new URLSearchParams(await request.text()).get('idempotency_key') ?? '');
        return keys.length === 1
          ? HttpResponse.error()
          : HttpResponse.json({ status: 200, reference: 'APP-1' });
      }),
    );
    const user = userEvent.setup();
    renderForm(<ApplicationForm variant="teach-abroad" />);
    await fillCommon(user);
    chooseFiles([pdf('mine.docx')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText(
        'We could not reach our server. Check your internet connection, then try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('mine.docx')).toBeTruthy();
    expect((screen.getByLabelText('Area you reside in') as HTMLInputElement).value).toBe('Toronto');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(uploads).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a 409 (key already used for other details) uploads the CV again and sends under a new key', async () => {
    let uploads = 0;
    const sent: { key: string; fileName: string }[] = [];
    server.use(
      http.post(`${API()}/api/forms/cv`, () => {
        uploads += 1;
        return HttpResponse.json({ data: { fileName: `up_${uploads}` } });
      }),
      http.post(`${API()}/api/forms/application`, async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        sent.push({ key: body.get('idempotency_key') ?? '', fileName: body.get('fileName') ?? '' });
        return sent.length === 1
          ? HttpResponse.json({ status: 409, message: 'different details' }, { status: 409 })
          : HttpResponse.json({ status: 200, reference: 'APP-2' });
      }),
    );
    const user = userEvent.setup();
    renderForm(<ApplicationForm variant="teach-abroad" />);
    await fillCommon(user);
    chooseFiles([pdf('mine.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(within(await screen.findByRole('dialog')).getByText('APP-2')).toBeTruthy();
    expect(uploads).toBe(2);
    expect(sent.map((s) => s.fileName)).toEqual(['up_1', 'up_2']);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('explains a refused upload (415) in words and puts the CV error on the field when the server forgets the upload', async () => {
    let first = true;
    server.use(
      http.post(`${API()}/api/forms/cv`, () => {
        if (first) {
          first = false;
          return HttpResponse.json({ message: 'bad type' }, { status: 415 });
        }
        return HttpResponse.json({ data: { fileName: 'up_2' } });
      }),
      http.post(`${API()}/api/forms/application`, () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Invalid',
            errors: [{ field: 'fileName', message: 'forms:errors.required.fileName' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm(<ApplicationForm variant="teach-abroad" />);
    await fillCommon(user);
    chooseFiles([pdf()]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/it must really be a Word or PDF file/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe(
      'Your CV upload could not be found. Please choose the file again',
    );
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#application-teach-abroad-cv');
  });
});

describe('Save and finish later', () => {
  it('needs only a valid e-mail address, then saves every field as typed with the CV and says where the link went', async () => {
    const user = userEvent.setup();
    // The multipart body as sent (jsdom's File cannot be parsed back by undici's formData()).
    const saves: string[] = [];
    server.use(
      http.post(`${API()}/api/forms/draft`, async ({ request }) => {
        saves.push(await request.text());
        return HttpResponse.json({
          status: 200,
          result: 'saved',
          draft: {
            token: 'T'.repeat(43),
            mailed: true,
            mailHeldUntil: null,
            expiresAt: Date.UTC(2026, 11, 26, 4),
            fileName: 'cv-1',
            files: [{ id: 'f-1.pdf', name: 'cv.pdf', size: 2048, fileType: 'pdf' }],
            refused: [],
          },
        });
      }),
    );
    renderForm(<ApplicationForm variant="teach-abroad" />);
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Phone'), '12');
    chooseFiles([pdf('cv.pdf')]);
    await screen.findByRole('list', { name: 'Files chosen' });

    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    expect(await screen.findByText(/To save, enter your e-mail address/)).toBeTruthy();
    expect(saves).toEqual([]);

    await user.type(screen.getByLabelText('Email'), 'sam@example.ca');
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('We have e-mailed a link to sam@example.ca');
    expect(status.textContent).toContain('26 December 2026');
    expect(saves).toHaveLength(1);
    const body = saves[0] ?? '';
    for (const typed of [
      '"firstName":"Sam"',
      '"phone":"12"',
      '"email":"sam@example.ca"',
      'filename="cv.pdf"',
    ])
      expect(body).toContain(typed);
    // The CV is now kept with the draft, listed by name with Replace and Remove.
    const stored = screen.getByRole('list', { name: 'CVs saved with your draft' });
    expect(within(stored).getByText('cv.pdf')).toBeTruthy();
    expect(within(stored).getByRole('button', { name: 'Replace cv.pdf' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Files chosen' })).toBeNull();
  });

  it('says so when the address had several links this hour and none was sent now (issue 42)', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API()}/api/forms/draft`, () =>
        HttpResponse.json({
          status: 200,
          result: 'saved',
          draft: {
            token: 'T'.repeat(43),
            mailed: false,
            mailHeldUntil: Date.now() + 30 * 60_000,
            expiresAt: Date.UTC(2026, 11, 26, 4),
            fileName: null,
            files: [],
            refused: [],
          },
        }),
      ),
    );
    renderForm(<ApplicationForm variant="teach-abroad" />);
    await user.type(screen.getByLabelText('Email'), 'sam@example.ca');
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Your application is saved');
    expect(status.textContent).toContain(
      'We have already e-mailed several links to sam@example.ca in the last hour, so we did not send another.',
    );
    expect(status.textContent).not.toContain('The link we e-mailed you opens');
  });
});
