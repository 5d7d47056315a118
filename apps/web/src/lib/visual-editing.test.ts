import { describe, expect, it, vi } from 'vitest';
import { presentationHistory } from './visual-editing.tsx';

describe('the Presentation tool’s history of the framed page', () => {
  it('tells the tool the page it is on when it subscribes, then every move', () => {
    const history = presentationHistory(vi.fn(), () => '/Vacancies/esl-teacher');
    const tool = vi.fn();
    history.moved('/before-the-tool-connected');
    const unsubscribe = history.adapter.subscribe(tool);
    expect(tool).toHaveBeenCalledWith({ type: 'replace', url: '/Vacancies/esl-teacher' });
    history.moved('/zh-hant/Vacancies');
    expect(tool).toHaveBeenLastCalledWith({ type: 'push', url: '/zh-hant/Vacancies' });
    unsubscribe();
    history.moved('/Reviews');
    expect(tool).toHaveBeenCalledTimes(2);
  });

  it('moves the page when the tool navigates', () => {
    const navigate = vi.fn();
    const { adapter } = presentationHistory(navigate, () => '/');
    adapter.update({ type: 'push', url: '/Reviews' });
    adapter.update({ type: 'replace', url: '/TEFL' });
    adapter.update({ type: 'pop', url: '' });
    expect(navigate.mock.calls).toEqual([
      ['/Reviews', { replace: false }],
      ['/TEFL', { replace: true }],
      [-1],
    ]);
  });
});
