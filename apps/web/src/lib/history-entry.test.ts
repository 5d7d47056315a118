import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberHistoryEntry } from './history-entry.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '');
});

describe('numberHistoryEntry', () => {
  it("writes the first entry's number the way the router would, so starting the router writes nothing", () => {
    window.history.replaceState({ kept: true }, '');
    numberHistoryEntry();
    expect(window.history.state).toEqual({ kept: true, idx: 0 });
    const replaceState = vi.spyOn(window.history, 'replaceState');
    render(createElement(BrowserRouter, null, 'page'));
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('leaves an entry the router has numbered alone', () => {
    window.history.replaceState({ usr: null, key: 'abc', idx: 3 }, '');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    numberHistoryEntry();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
