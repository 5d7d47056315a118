import { expect, test } from 'vitest';
import {
  languageFirst,
  mailLang,
  renderBlocks,
  renderMail,
  type MailBlock,
  type MailBrand,
} from './mail-layout.ts';

const brand: MailBrand = {
  name: { en: 'Harbourline ESL Recruitment', 'zh-Hant': '海港英語教師招聘' },
  siteUrl: 'https://www.agency.example.com',
  phone: '+852 3618 7240',
  email: 'hello@agency.example.com',
  licence: { en: 'Employment agency licence no. 1234', 'zh-Hant': '職業介紹所牌照號碼 1234' },
};

test('the recipient’s language comes first, in the HTML and the text alike', () => {
  const { html, text } = renderMail({
    brand,
    languages: languageFirst('zh-Hant'),
    content: (lang) => ({ title: lang === 'en' ? 'Hello' : '你好', blocks: [{ paragraph: lang }] }),
  });
  expect(text.indexOf('你好')).toBeLessThan(text.indexOf('Hello'));
  expect(html.indexOf('<div lang="zh-Hant"')).toBeLessThan(html.indexOf('<div lang="en"'));
  expect(html).toMatch(/^<!doctype html><html lang="zh-Hant">/);
  expect(text.startsWith('海港英語教師招聘\n')).toBe(true);
  expect(text).toContain('職業介紹所牌照號碼 1234');
  expect(html).toContain('href="tel:+85236187240"');
});

test('everything is escaped; only http(s), mailto: and tel: links are links', () => {
  const { html, text } = renderMail({
    brand,
    languages: ['en'],
    content: () => ({
      title: '<script>x</script>',
      blocks: [
        { facts: [{ label: 'Site', value: 'evil', href: 'javascript:alert(1)' }] },
        { button: { label: 'Go', href: 'data:text/html,x' } },
        { steps: ['a & b'] },
      ],
    }),
  });
  expect(html).not.toContain('<script>');
  expect(html).toContain('&lt;script&gt;');
  expect(html).not.toContain('javascript:');
  expect(html).not.toContain('data:text');
  expect(html).toContain('a &amp; b');
  expect(text).toContain('1. a & b');
});

test('a language whose content is null is left out; stored language values map to a mail language', () => {
  const { text } = renderMail({
    brand,
    languages: languageFirst('en'),
    content: (lang) => (lang === 'en' ? { title: 'Only English', blocks: [] } : null),
  });
  expect(text).not.toMatch(/[\u4e00-\u9fff]{3}.*\n.*Only/);
  expect(mailLang('zh-Hant')).toBe('zh-Hant');
  expect(mailLang('zh-HK')).toBe('zh-Hant');
  expect(mailLang(undefined)).toBe('en');
});

test('blocks rendered ahead (shared by many mails) give the same mail as the blocks themselves', () => {
  const shared: MailBlock[] = [
    { heading: 'Primary <ESL> teacher' },
    { facts: [{ label: 'Start date', value: '1 February 2027' }] },
    { button: { label: 'View the vacancy', href: 'https://example.com/Vacancies/a' } },
  ];
  const mail = (blocks: MailBlock[]) =>
    renderMail({
      brand,
      languages: ['en'],
      content: () => ({
        title: 'New vacancies',
        blocks: [{ paragraph: 'Hello' }, ...blocks, { steps: ['One'] }],
      }),
    });
  expect(mail([renderBlocks(shared)])).toEqual(mail(shared));
});
