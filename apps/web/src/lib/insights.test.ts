import { afterEach, describe, expect, test, vi } from 'vitest';

const host = { host: 'www.agency.example' };

describe('the landing source', () => {
  test('utm_source first, then the referring site, then (direct); a page of the site has none', async () => {
    const { landingOf } = await import('./insights.ts');
    expect(
      landingOf({ ...host, search: '?utm_source=fair-qr&utm_medium=print' }, 'https://forum.example/'),
    ).toEqual({
      source: 'fair-qr',
      medium: 'print',
      campaign: null,
    });
    expect(landingOf({ ...host, search: '' }, 'https://www.forum.example/t/1')?.source).toBe('forum.example');
    expect(landingOf({ ...host, search: '' }, '')?.source).toBe('(direct)');
    expect(landingOf({ ...host, search: '' }, 'https://www.agency.example/AboutUs')).toBeNull();
  });
});

describe('events', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const router = () => {
    let listener: (state: {
      navigation: { state: string };
      location: { pathname: string };
    }) => void = () => {};
    return {
      subscribe: (fn: typeof listener) => (listener = fn),
      navigate: (pathname: string) => listener({ navigation: { state: 'idle' }, location: { pathname } }),
    };
  };

  test('a navigation and a started application are told with the landing, and nothing is stored', async () => {
    const sent = vi.fn(async (_path: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', sent);
    window.history.replaceState(null, '', '/Vacancies?utm_source=fair-qr');
    const { startInsights, sendInsightsEvent, landingSource } = await import('./insights.ts');
    const r = router();
    startInsights(r);
    // The page the server rendered (and counted) is not told again.
    r.navigate('/Vacancies');
    expect(sent).not.toHaveBeenCalled();
    r.navigate('/Vacancies/hk-1');
    sendInsightsEvent('started');
    expect(sent.mock.calls.map(([, init]) => JSON.parse(String(init.body)))).toEqual([
      { kind: 'view', path: '/Vacancies/hk-1' },
      { kind: 'started', path: '/Vacancies', landing: { source: 'fair-qr', medium: null, campaign: null } },
    ]);
    expect(landingSource()?.source).toBe('fair-qr');
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  test('nothing is sent when the browser asks not to be tracked', async () => {
    const sent = vi.fn();
    vi.stubGlobal('fetch', sent);
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    const { startInsights, sendInsightsEvent, landingSource } = await import('./insights.ts');
    startInsights(router());
    sendInsightsEvent('started');
    expect(sent).not.toHaveBeenCalled();
    expect(landingSource()).toBeUndefined();
  });
});
