// Skies, water and the two skylines (Hong Kong, Macau), drawn on a 1600-wide band with the waterline at y = 0.
import { C, circle, ellipse, g, line, path, poly, rect, rng, shade } from './svg.ts';

export interface Tones {
  far: string;
  mid: string;
  near: string;
  window: string;
  hill: string;
}

export const DAY: Tones = { far: '#a9d2dd', mid: '#5f9fb4', near: C.teal, window: '#cfe9f0', hill: '#8fc3b9' };
export const DUSK: Tones = { far: '#e9a58f', mid: '#b0607a', near: '#3b3f6b', window: C.amberLight, hill: '#c98b8b' };

/** Window grid patterns (userSpaceOnUse) referenced by buildings; include once in <defs>. */
export function windowDefs(t: Tones, prefix = 'w'): string {
  return `<pattern id="${prefix}-grid" width="14" height="18" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="8" height="9" fill="${t.window}" opacity="0.55"/></pattern>
<pattern id="${prefix}-bands" width="10" height="12" patternUnits="userSpaceOnUse"><rect x="0" y="3" width="10" height="4" fill="${t.window}" opacity="0.45"/></pattern>
<pattern id="${prefix}-cols" width="12" height="10" patternUnits="userSpaceOnUse"><rect x="4" y="0" width="3" height="10" fill="${t.window}" opacity="0.4"/></pattern>`;
}

export function cloud(x: number, y: number, s: number, fill = '#ffffff', opacity = 0.9): string {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    ellipse(0, 0, 70, 22, fill) + circle(-26, -12, 26, fill) + circle(14, -22, 34, fill) + circle(48, -6, 22, fill),
    `opacity="${opacity}"`,
  );
}

export function sun(x: number, y: number, r: number, colour: string = C.amber): string {
  return circle(x, y, r * 2.2, colour, 'opacity="0.12"') + circle(x, y, r * 1.5, colour, 'opacity="0.22"') + circle(x, y, r, colour);
}

export function water(y: number, w: number, h: number, top: string, bottom: string, id: string, seed = 3): string {
  const rand = rng(seed);
  let glints = '';
  for (let i = 0; i < 40; i += 1) {
    const gx = rand() * w;
    const gy = y + 10 + rand() * (h - 20);
    glints += rect(gx, gy, 20 + rand() * 60, 3, '#ffffff', 1.5, `opacity="${(0.12 + rand() * 0.2).toFixed(2)}"`);
  }
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>${rect(0, y, w, h, `url(#${id})`)}${glints}`;
}

function hills(t: Tones, seed: number, height: number): string {
  const rand = rng(seed);
  let d = `M0 0 L0 ${-height * 0.6}`;
  for (let x = 0; x <= 1600; x += 200) {
    const peak = -height * (0.55 + rand() * 0.45);
    d += ` Q${x + 100} ${peak - 60} ${x + 200} ${-height * (0.5 + rand() * 0.4)}`;
  }
  return path(`${d} L1600 0 Z`, t.hill);
}

function towers(t: Tones, seed: number, tier: 'far' | 'mid', count: number, maxH: number, prefix: string): string {
  const rand = rng(seed);
  let s = '';
  for (let i = 0; i < count; i += 1) {
    const w = 40 + rand() * 60;
    const x = rand() * 1600 - 20;
    const h = maxH * (0.35 + rand() * 0.65);
    const fill = tier === 'far' ? t.far : t.mid;
    s += rect(x, -h, w, h, fill);
    if (tier === 'mid') s += rect(x + 4, -h + 8, w - 8, h - 8, `url(#${prefix}-${rand() > 0.5 ? 'grid' : 'bands'})`);
  }
  return s;
}

/** Hong Kong Island skyline: Victoria Peak ridge, IFC, Bank of China Tower, Central Plaza. */
export function hongKongSkyline(t: Tones, prefix = 'w'): string {
  const near = t.near;
  const lit = shade(near, -0.15);
  const ifc =
    path('M-38 0 L-38 -430 L-30 -470 L-22 -500 L-14 -540 L14 -540 L22 -500 L30 -470 L38 -430 L38 0 Z', near) +
    path('M-14 -540 L-10 -575 L-4 -555 L0 -590 L4 -555 L10 -575 L14 -540 Z', near) +
    rect(-30, -420, 60, 420, `url(#${prefix}-cols)`) +
    rect(-8, -540, 16, 540, lit, 0, 'opacity="0.35"');
  const boc =
    poly([[-44, 0], [-44, -300], [0, -470], [44, -340], [44, 0]], near) +
    poly([[0, -470], [44, -340], [44, 0], [0, 0]], lit, 'opacity="0.5"') +
    line([[-44, -300], [44, -200], [-44, -100], [44, 0]], t.window, 3, 'opacity="0.6"') +
    line([[-44, -100], [44, -200], [-44, -300]], t.window, 3, 'opacity="0.6"') +
    line([[-10, -430], [-10, -520]], near, 4) +
    line([[10, -440], [10, -510]], near, 4);
  const plaza =
    rect(-34, -380, 68, 380, near) +
    poly([[-34, -380], [0, -430], [34, -380]], near) +
    line([[0, -430], [0, -490]], near, 4) +
    rect(-28, -370, 56, 370, `url(#${prefix}-bands)`);
  const icc =
    path('M-30 0 L-30 -420 Q0 -450 30 -430 L30 0 Z', t.mid) + rect(-24, -410, 48, 410, `url(#${prefix}-cols)`, 0, 'opacity="0.7"');
  const rand = rng(11);
  let front = '';
  for (let x = -10; x < 1620; x += 46 + rand() * 40) {
    const w = 40 + rand() * 50;
    const h = 90 + rand() * 170;
    front += rect(x, -h, w, h, shade(near, 0.15)) + rect(x + 4, -h + 6, w - 8, h - 6, `url(#${prefix}-grid)`, 0, 'opacity="0.7"');
  }
  return (
    hills(t, 5, 320) +
    towers(t, 21, 'far', 26, 260, prefix) +
    g('translate(160 -10)', icc) +
    towers(t, 33, 'mid', 22, 300, prefix) +
    g('translate(560 0)', ifc) +
    g('translate(860 0)', boc) +
    g('translate(1120 0)', plaza) +
    front
  );
}

/** Macau peninsula skyline: Guia hill and lighthouse, Grand Lisboa, Macau Tower. */
export function macauSkyline(t: Tones, prefix = 'w'): string {
  const near = t.near;
  const tower =
    rect(-9, -560, 18, 560, near) +
    path('M-46 -380 Q0 -400 46 -380 L40 -350 Q0 -338 -40 -350 Z', near) +
    rect(-44, -372, 88, 10, t.window, 2, 'opacity="0.6"') +
    line([[0, -560], [0, -640]], near, 4);
  const lisboa =
    path('M-90 0 L-90 -40 Q0 -120 90 -40 L90 0 Z', near) +
    path('M-20 -60 C-60 -200 -80 -330 -48 -420 C-30 -470 -10 -490 0 -520 C10 -490 30 -470 48 -420 C80 -330 60 -200 20 -60 Z', near) +
    path('M0 -520 C-20 -420 -28 -260 -10 -80 L10 -80 C28 -260 20 -420 0 -520 Z', t.window, 'opacity="0.45"') +
    poly([[-48, -420], [-62, -470], [-30, -445]], near) +
    poly([[48, -420], [62, -470], [30, -445]], near);
  const hill =
    path('M1080 0 Q1220 -230 1360 -250 Q1480 -240 1600 -120 L1600 0 Z', t.hill) +
    g('translate(1350 -250)', rect(-9, -48, 18, 48, C.offwhite) + poly([[-12, -48], [0, -62], [12, -48]], C.coral) + rect(16, -22, 30, 22, C.offwhite) + poly([[14, -22], [31, -34], [48, -22]], C.coral));
  const rand = rng(17);
  let front = '';
  for (let x = -10; x < 1620; x += 40 + rand() * 45) {
    const w = 36 + rand() * 50;
    const h = 60 + rand() * 150;
    front += rect(x, -h, w, h, shade(near, 0.12)) + rect(x + 4, -h + 6, w - 8, h - 6, `url(#${prefix}-grid)`, 0, 'opacity="0.65"');
  }
  return (
    hills(t, 9, 200) +
    towers(t, 41, 'far', 22, 220, prefix) +
    hill +
    towers(t, 53, 'mid', 16, 240, prefix) +
    g('translate(330 0)', tower) +
    g('translate(820 0)', lisboa) +
    front
  );
}

/** The Ruins of St. Paul's: the surviving stone façade on its granite stairway; sky shows through the openings. */
export function stPauls(stone: string = '#e3c49a', sky: string = '#bfe3ee'): string {
  const mid = shade(stone, 0.1);
  const dark = shade(stone, 0.3);
  const lit = shade(stone, -0.25);
  let s = '';
  const tiers: Array<[number, number, number]> = [
    [-280, 280, 160],
    [-270, 270, 140],
    [-255, 255, 130],
    [-150, 150, 118],
  ];
  let y = 0;
  tiers.forEach(([x0, x1, h], t) => {
    s += rect(x0, y - h, x1 - x0, h, stone);
    s += rect(x0, y - h, 16, h, lit, 0, 'opacity="0.5"');
    s += rect(x0 - 8, y - h - 10, x1 - x0 + 16, 12, mid) + rect(x0 - 8, y - h - 10, x1 - x0 + 16, 4, lit, 0, 'opacity="0.6"');
    const cols = t === 3 ? 4 : 6;
    for (let i = 0; i < cols; i += 1) {
      const cx = x0 + 18 + (i * (x1 - x0 - 36)) / (cols - 1);
      s += rect(cx - 7, y - h + 4, 14, h - 6, mid) + rect(cx - 7, y - h + 4, 4, h - 6, lit, 0, 'opacity="0.7"') + rect(cx - 10, y - h + 2, 20, 8, dark, 2, 'opacity="0.5"');
    }
    y -= h + 10;
  });
  s += poly([[-160, y], [0, y - 120], [160, y]], stone) + poly([[-126, y - 8], [0, y - 100], [126, y - 8]], mid) + circle(0, y - 44, 16, dark);
  s += rect(-6, y - 170, 12, 54, dark) + rect(-22, y - 156, 44, 11, dark);
  const arch = (x: number, yy: number, w: number, h: number, fill = sky) =>
    path(`M${x - w / 2 - 6} ${yy} L${x - w / 2 - 6} ${yy - h + w / 2} A${w / 2 + 6} ${w / 2 + 6} 0 0 1 ${x + w / 2 + 6} ${yy - h + w / 2} L${x + w / 2 + 6} ${yy} Z`, mid) +
    path(`M${x - w / 2} ${yy} L${x - w / 2} ${yy - h + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w / 2} ${yy - h + w / 2} L${x + w / 2} ${yy} Z`, fill);
  const niche = (x: number, yy: number) => arch(x, yy, 30, 62, dark) + circle(x, yy - 44, 7, mid) + rect(x - 7, yy - 38, 14, 34, mid, 5);
  // Ground tier: three doors; then windows and statue niches on each level.
  s += arch(0, 0, 70, 130) + arch(-150, 0, 54, 110) + arch(150, 0, 54, 110);
  s += arch(-75, -176, 40, 88) + arch(75, -176, 40, 88) + arch(0, -176, 46, 100) + niche(-205, -186) + niche(205, -186);
  s += niche(-75, -326) + niche(75, -326) + circle(0, -380, 30, mid) + circle(0, -380, 22, sky) + niche(-190, -326) + niche(190, -326);
  s += arch(0, -470, 44, 86) + niche(-80, -470) + niche(80, -470);
  let stairs = '';
  for (let i = 0; i < 10; i += 1) {
    const w = 320 + i * 46;
    stairs += rect(-w, 8 + i * 14, w * 2, 14, i % 2 ? shade(stone, 0.06) : shade(stone, -0.12));
  }
  return stairs + s;
}

/** A hazy mountain/island silhouette used behind water. */
export function island(x: number, w: number, h: number, fill: string): string {
  return path(`M${x} 0 Q${x + w * 0.25} ${-h} ${x + w * 0.5} ${-h * 0.8} Q${x + w * 0.75} ${-h * 0.6} ${x + w} 0 Z`, fill);
}

export function ferry(body: string = '#2e7d5b'): string {
  return (
    path('M-140 0 L-120 30 L120 30 L140 0 Z', body) +
    rect(-120, -34, 240, 34, C.offwhite, 4) +
    rect(-100, -60, 200, 26, C.offwhite, 4) +
    rect(-112, -28, 224, 12, body, 2, 'opacity="0.9"') +
    rect(-90, -54, 180, 10, shade(body, -0.2), 2) +
    rect(-20, -84, 24, 26, body, 2) +
    rect(-20, -84, 24, 6, C.ink, 1)
  );
}

export function junk(): string {
  return (
    path('M-90 0 L-70 26 L80 26 L100 -6 Z', '#6b3b25') +
    path('M-30 -4 Q-60 -80 -34 -150 L20 -150 Q0 -80 20 -4 Z', C.coralDark) +
    path('M30 -4 Q10 -60 32 -110 L70 -110 Q56 -60 68 -4 Z', C.coral) +
    line([[-34, -150], [-40, -4]], '#4a2a1a', 3) +
    line([[32, -110], [30, -4]], '#4a2a1a', 3)
  );
}
