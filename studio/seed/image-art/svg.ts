// Shared palette and SVG helpers for the generated seed artwork.
export const C = {
  teal: '#0b5d7a',
  tealDark: '#07415a',
  tealDeep: '#052f42',
  tealMid: '#2f7f9b',
  tealLight: '#7fb8c9',
  tealPale: '#d4eaf0',
  amber: '#f2b441',
  amberDark: '#d8942a',
  amberLight: '#f8d98f',
  amberPale: '#fcefd0',
  coral: '#ef7b62',
  coralDark: '#d45e47',
  coralLight: '#f6b2a2',
  coralPale: '#fde3dc',
  offwhite: '#fbf6ee',
  cream: '#f4ead9',
  sand: '#e8d8bf',
  slate: '#3d4a5c',
  slateMid: '#5f6f84',
  slateLight: '#9aa7b8',
  slatePale: '#dfe4ea',
  ink: '#1f2a37',
  white: '#ffffff',
  green: '#4f9d7e',
  greenDark: '#2f7a5f',
  greenLight: '#9fd0b4',
  wood: '#c98f5a',
  woodDark: '#a86f3f',
  woodLight: '#e2b68a',
} as const;

export const SKIN = ['#f7d9c4', '#ecc19f', '#d6a27a', '#b57d52', '#8d5b3a', '#5f3b27'] as const;
export const HAIR = {
  black: '#241a16',
  darkBrown: '#45291d',
  brown: '#7a4a28',
  blonde: '#e0b366',
  grey: '#b7b4b0',
  auburn: '#a8462a',
} as const;

/** Deterministic pseudo-random numbers so every run draws the same picture. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Stop = [offset: number, color: string, opacity?: number];

export function linear(id: string, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopList(stops)}</linearGradient>`;
}

export function radial(id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopList(stops)}</radialGradient>`;
}

function stopList(stops: Stop[]): string {
  return stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');
}

export function g(transform: string, body: string, extra = ''): string {
  return `<g transform="${transform}"${extra ? ` ${extra}` : ''}>${body}</g>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" rx="${rx}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(rx)}" ry="${r2(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(points: Array<[number, number]>, stroke: string, width: number, extra = ''): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${r2(x)} ${r2(y)}`).join(' ');
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

export function poly(points: Array<[number, number]>, fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${r2(x)},${r2(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function r2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Soft organic blob around (cx, cy), used for background shapes. */
export function blob(cx: number, cy: number, r: number, fill: string, seed: number, extra = ''): string {
  const rand = rng(seed);
  const n = 7;
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < n; i += 1) {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (0.82 + rand() * 0.3);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  let d = '';
  for (let i = 0; i < n; i += 1) {
    const p0 = pts[(i - 1 + n) % n]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % n]!;
    const p3 = pts[(i + 2) % n]!;
    if (i === 0) d += `M${r2(p1[0])} ${r2(p1[1])}`;
    const c1: [number, number] = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: [number, number] = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r2(c1[0])} ${r2(c1[1])} ${r2(c2[0])} ${r2(c2[1])} ${r2(p2[0])} ${r2(p2[1])}`;
  }
  return path(`${d} Z`, fill, extra);
}

/** Wraps a composition: common filters, a faint paper grain and a soft vignette for a finished look. */
export function svgDoc(w: number, h: number, body: string, defs = '', opts: { grain?: number; vignette?: number } = {}): string {
  const grain = opts.grain ?? 0.05;
  const vignette = opts.vignette ?? 0.16;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
${defs}
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="7"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 ${grain}"/></feComponentTransfer></filter>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="blur2" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2"/></filter>
${radial('caramel', [[0, '#5e2a0c', 0.9], [0.55, '#7a3b12', 0.6], [1, '#7a3b12', 0]])}
${radial('vignette', [[0.55, '#000', 0], [1, '#0b1d2a', vignette]], 0.5, 0.5, 0.75)}
</defs>
${body}
${grain > 0 ? `<rect width="${w}" height="${h}" filter="url(#grain)"/>` : ''}
${vignette > 0 ? `<rect width="${w}" height="${h}" fill="url(#vignette)"/>` : ''}
</svg>`;
}

/** Ground shadow ellipse under people and objects. */
export function shadow(cx: number, cy: number, rx: number, opacity = 0.18): string {
  return ellipse(cx, cy, rx, rx * 0.16, C.ink, `opacity="${opacity}"`);
}

/** Mixes a hex colour towards black (amount > 0) or white (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 0 : 255;
  const t = Math.abs(amount);
  const ch = (v: number) => Math.round(v + (target - v) * t);
  const rr = ch((n >> 16) & 255);
  const gg = ch((n >> 8) & 255);
  const bb = ch(n & 255);
  return `#${((1 << 24) | (rr << 16) | (gg << 8) | bb).toString(16).slice(1)}`;
}
