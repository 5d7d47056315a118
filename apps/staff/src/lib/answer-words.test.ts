import { expect, test } from 'vitest';
import { answerWord } from './answer-words.ts';

test('when a teacher could start reads as the words they chose, in both languages', () => {
  expect(answerWord('availableToStart', '3-to-6-months', 'en')).toBe('In 3 to 6 months');
  expect(answerWord('availableToStart', 'within-3-months', 'zh-Hant')).toBe('3 個月內');
  expect(answerWord('maritalStatus', 'Married', 'zh-Hant')).toBe('已婚');
  expect(answerWord('availableToStart', 'someday', 'en')).toBe('someday');
});
