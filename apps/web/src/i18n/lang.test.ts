import { expect, test } from 'vitest';
import { langFromPath, localizePath, stripLangPrefix, switchLanguageHref } from './lang.ts';

test('the URL prefix decides the language', () => {
  expect(langFromPath('/')).toBe('en');
  expect(langFromPath('/AboutUs')).toBe('en');
  expect(langFromPath('/zh-hant')).toBe('zh-Hant');
  expect(langFromPath('/zh-hant/Vacancies/x')).toBe('zh-Hant');
  expect(langFromPath('/zh-hantish')).toBe('en');
});

test('paths move between languages without losing the page', () => {
  expect(localizePath('/AboutUs', 'zh-Hant')).toBe('/zh-hant/AboutUs');
  expect(localizePath('/', 'zh-Hant')).toBe('/zh-hant');
  expect(localizePath('/zh-hant/AboutUs', 'en')).toBe('/AboutUs');
  expect(localizePath('/zh-hant', 'en')).toBe('/');
  expect(localizePath('/zh-hant/TEFL', 'zh-Hant')).toBe('/zh-hant/TEFL');
  expect(stripLangPrefix('/zh-hant/DestinationGuides/Macau')).toBe('/DestinationGuides/Macau');
});

test('the language switch keeps the page, its query string and its hash', () => {
  const location = { pathname: '/DestinationGuides/Macau', search: '?path=x', hash: '#weather' };
  expect(switchLanguageHref(location, 'zh-Hant')).toBe('/zh-hant/DestinationGuides/Macau?path=x#weather');
  expect(switchLanguageHref({ pathname: '/zh-hant/Vacancies/teacher-a' }, 'en')).toBe('/Vacancies/teacher-a');
});
