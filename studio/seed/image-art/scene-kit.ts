// Small composition helpers shared by the scenes.
import { cloud, DAY, hongKongSkyline, macauSkyline, sun, type Tones, water, windowDefs } from './city.ts';
import { figure, type Person } from './people.ts';
import { C, ellipse, g, linear, rect, shade } from './svg.ts';

export function at(x: number, y: number, s: number, body: string, flip = false): string {
  return g(`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`, body);
}

export function person(x: number, y: number, s: number, p: Person, flip = false): string {
  return at(x, y, s, figure(p), flip);
}

/** Daytime harbour view sized w × h, for windows and backdrops. */
export function harbourView(id: string, w: number, h: number, city: 'hk' | 'macau' = 'hk', tones: Tones = DAY): string {
  const horizon = h * 0.78;
  const scale = w / 1600;
  const sky = linear(`${id}-sky`, [[0, '#8fd0e6'], [0.7, '#d9f0f4'], [1, C.amberPale]]);
  return (
    `<defs>${sky}${windowDefs(tones, id)}</defs>` +
    rect(0, 0, w, h, `url(#${id}-sky)`) +
    sun(w * 0.8, h * 0.2, h * 0.07) +
    cloud(w * 0.2, h * 0.18, scale * 1.4) +
    cloud(w * 0.55, h * 0.3, scale * 1.0, '#ffffff', 0.7) +
    g(`translate(0 ${horizon}) scale(${scale})`, city === 'hk' ? hongKongSkyline(tones, id) : macauSkyline(tones, id)) +
    water(horizon, w, h - horizon, '#4aa3bd', '#2b7f9a', `${id}-water`)
  );
}

/** A child sitting cross-legged on the floor at (x, floorY). */
export function floorKid(x: number, floorY: number, s: number, p: Person, flip = false): string {
  const legs = ellipse(0, -16, 46, 20, p.bottom) + ellipse(-34, -8, 12, 8, C.ink) + ellipse(34, -8, 12, 8, C.ink);
  return at(x, floorY, s, ellipse(0, 0, 60, 9, C.ink, 'opacity="0.15"') + legs, flip) + at(x, floorY + 70 * s, s, figure({ ...p, kid: true, seated: true }), flip);
}

/** A pupil sitting behind a desk, seen from the front; the desk hides the legs. */
export function deskKid(x: number, deskY: number, s: number, p: Person, deskColour: string = C.woodLight): string {
  return (
    at(x, deskY + 118 * s, s, figure({ ...p, kid: true, seated: true })) +
    rect(x - 90 * s, deskY, 180 * s, 18 * s, deskColour, 6) +
    rect(x - 82 * s, deskY + 18 * s, 164 * s, 70 * s, shade(deskColour, 0.15), 4)
  );
}
