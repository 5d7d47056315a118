import { describe, expect, it } from 'vitest';
import { composeDraftMail, draftPageUrl } from './draft-mails.ts';

const agency = {
  origin: 'https://www.example.com',
  brand: { name: { en: 'Harbourline', 'zh-Hant': '海港' }, siteUrl: 'https://www.example.com' },
};
const token = 'A'.repeat(43);

describe('draft mails', () => {
  it('put the token in the link’s fragment, in each language’s page', () => {
    expect(draftPageUrl(agency.origin, 'en', token)).toBe(
      `https://www.example.com/ApplicationDraft#t=${token}`,
    );
    expect(draftPageUrl(agency.origin, 'zh-Hant', token)).toBe(
      `https://www.example.com/zh-hant/ApplicationDraft#t=${token}`,
    );
  });

  it('the reminder names the vacancy, its closing day, the CVs and the expiry, the applicant’s language first', () => {
    const mail = composeDraftMail(agency, {
      purpose: 'draft-reminder',
      lang: 'zh-Hant',
      token,
      expiresAt: Date.UTC(2026, 11, 26, 4),
      vacancy: { title: { en: 'Primary teacher', 'zh-Hant': '小學教師' }, closesOn: '2026-12-10' },
      files: ['cv.pdf', 'references.docx'],
    });
    expect(mail.subject).toBe('海港：您的申請尚未提交（小學教師）');
    expect(mail.text.indexOf('小學教師')).toBeLessThan(mail.text.indexOf('Primary teacher'));
    expect(mail.text).toContain('10 December 2026');
    expect(mail.text).toContain('2026年12月10日');
    expect(mail.text).toContain('cv.pdf, references.docx');
    expect(mail.text).toContain('26 December 2026');
    expect(mail.html).toContain(`/zh-hant/ApplicationDraft#t=${token}`);
    expect(mail.html).toContain(`/ApplicationDraft#t=${token}`);
  });

  it('the resume mail without a vacancy or CVs says so', () => {
    const mail = composeDraftMail(agency, {
      purpose: 'draft-resume',
      lang: 'en',
      token,
      expiresAt: Date.UTC(2026, 11, 26, 4),
      vacancy: null,
      files: [],
    });
    expect(mail.subject).toBe('Harbourline: Your saved application');
    expect(mail.text).toContain('CVs kept with it: none yet');
  });
});
