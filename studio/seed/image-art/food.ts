// Top-down food: dim sum baskets, egg tarts, pork chop bun, tea, chopsticks.
import { C, circle, ellipse, g, line, path, rect, rng, shade } from './svg.ts';

export function steamer(x: number, y: number, r: number, contents: 'har-gow' | 'siu-mai' | 'bao'): string {
  let s = circle(x + 8, y + 12, r, C.ink, 'opacity="0.15"') + circle(x, y, r, '#d9b37a') + circle(x, y, r * 0.92, '#c89b5c') + circle(x, y, r * 0.86, '#e8cfa0');
  for (let i = 1; i < 4; i += 1) s += circle(x, y, r * (0.86 - i * 0.005), 'none', `stroke="#d8bb86" stroke-width="1"`);
  s += circle(x, y, r * 0.82, '#f1e3c0');
  const pieces = contents === 'bao' ? 3 : 4;
  for (let i = 0; i < pieces; i += 1) {
    const a = (i / pieces) * Math.PI * 2 + 0.4;
    const px = x + Math.cos(a) * r * 0.42;
    const py = y + Math.sin(a) * r * 0.42;
    s += dumpling(px, py, r * (contents === 'bao' ? 0.36 : 0.3), contents);
  }
  return s;
}

function dumpling(x: number, y: number, r: number, kind: 'har-gow' | 'siu-mai' | 'bao'): string {
  if (kind === 'siu-mai') {
    return circle(x, y, r, '#f3cf6a') + circle(x, y, r * 0.78, '#e9b98f') + circle(x, y, r * 0.7, '#d98c6a') + circle(x, y - r * 0.05, r * 0.22, C.coral);
  }
  if (kind === 'bao') {
    return circle(x + 3, y + 4, r, shade('#fbf3e4', 0.08)) + circle(x, y, r, '#fbf3e4') + path(`M${x - r * 0.3} ${y - r * 0.2} Q${x} ${y - r * 0.6} ${x + r * 0.3} ${y - r * 0.2}`, 'none', `stroke="#e8dcc5" stroke-width="3"`) + circle(x, y + r * 0.1, r * 0.12, '#d9363e', 'opacity="0.8"');
  }
  let pleats = '';
  for (let i = 0; i < 5; i += 1) pleats += line([[x - r * 0.5 + i * r * 0.25, y - r * 0.45], [x - r * 0.45 + i * r * 0.23, y - r * 0.1]], '#f4d7c8', 2);
  return path(`M${x - r} ${y + r * 0.2} Q${x - r} ${y - r * 0.9} ${x} ${y - r * 0.8} Q${x + r} ${y - r * 0.9} ${x + r} ${y + r * 0.2} Q${x} ${y + r * 0.8} ${x - r} ${y + r * 0.2} Z`, '#fbeee6') + ellipse(x, y + r * 0.05, r * 0.55, r * 0.35, '#f6c3a8', 'opacity="0.7"') + pleats;
}

export function eggTart(x: number, y: number, r: number, caramel = false): string {
  let edge = '';
  for (let i = 0; i < 18; i += 1) {
    const a = (i / 18) * Math.PI * 2;
    edge += circle(x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.16, '#e2a65a');
  }
  let top = circle(x, y, r * 0.82, '#f7d35c') + circle(x - r * 0.2, y - r * 0.2, r * 0.3, '#fbe38d', 'opacity="0.6"');
  if (caramel) {
    const rand = rng(Math.round(x * 7 + y));
    top = circle(x, y, r * 0.82, '#f2c14e');
    // Soft-edged scorch marks (the 'caramel' gradient from svgDoc) read as the burnt custard top.
    for (let i = 0; i < 6; i += 1) top += ellipse(x + (rand() - 0.5) * r * 0.9, y + (rand() - 0.5) * r * 0.9, r * (0.25 + rand() * 0.25), r * (0.2 + rand() * 0.2), 'url(#caramel)');
    top += circle(x, y, r * 0.82, 'none', `stroke="#b8772e" stroke-width="${Math.max(2, r * 0.06)}"`);
  }
  return circle(x + 6, y + 10, r * 1.15, C.ink, 'opacity="0.14"') + circle(x, y, r * 1.02, '#d8953f') + edge + top;
}

/** Pork chop bun from the side: crusty roll, fried chop sticking out, bone nub on one end. */
export function porkChopBun(x: number, y: number, s: number): string {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    ellipse(8, 70, 160, 26, C.ink, 'opacity="0.15"') +
      path('M-140 40 Q-140 70 -100 74 L100 74 Q140 70 140 40 Z', '#d99a52') +
      path('M-190 20 Q-200 -4 -160 -6 Q-60 -16 40 -8 Q150 -14 178 6 Q196 24 170 36 Q60 44 -40 40 Q-150 48 -190 20 Z', '#8a4a22') +
      path('M-180 16 Q-160 2 -100 4 Q0 -6 100 2 Q160 0 170 16 Q100 22 0 24 Q-120 28 -180 16 Z', '#a9602e') +
      ellipse(188, 12, 18, 13, '#f3ead8') + ellipse(200, 8, 10, 9, '#f3ead8') +
      path('M-146 0 Q-150 -96 -40 -112 Q60 -122 130 -84 Q160 -60 150 -4 Q0 -18 -146 0 Z', '#e7a455') +
      path('M-120 -30 Q-110 -90 -30 -100 Q40 -106 100 -80 Q40 -88 -30 -84 Q-100 -74 -120 -30 Z', '#f6cf8a', 'opacity="0.8"') +
      path('M-60 -104 L-40 -66 M10 -112 L24 -70 M70 -100 L76 -62', 'none', 'stroke="#c98436" stroke-width="6" stroke-linecap="round"'),
  );
}

export function cup(x: number, y: number, r: number, drink: string): string {
  return path(`M${x + r * 0.8} ${y - r * 0.2} q${r * 0.55} 0 ${r * 0.55} ${r * 0.35} q0 ${r * 0.35} ${-r * 0.55} ${r * 0.35}`, 'none', `stroke="#ffffff" stroke-width="${r * 0.18}"`) + circle(x + 5, y + 8, r, C.ink, 'opacity="0.14"') + circle(x, y, r, '#ffffff') + circle(x, y, r * 0.8, drink);
}

export function chopsticks(x: number, y: number, angle: number, colour: string = C.woodDark): string {
  return g(`translate(${x} ${y}) rotate(${angle})`, line([[0, 0], [320, 0]], colour, 9) + line([[0, 22], [320, 14]], colour, 9) + rect(-6, -8, 70, 40, C.coral, 4, 'opacity="0.0"'));
}

export function plate(x: number, y: number, r: number, colour: string = '#ffffff'): string {
  return circle(x + 6, y + 10, r, C.ink, 'opacity="0.14"') + circle(x, y, r, colour) + circle(x, y, r * 0.82, 'none', `stroke="${C.tealPale}" stroke-width="4"`);
}

export function teapot(x: number, y: number, r: number): string {
  return circle(x + 6, y + 10, r, C.ink, 'opacity="0.14"') + path(`M${x + r * 0.8} ${y} l${r * 0.7} ${-r * 0.3} l0 ${r * 0.2} z`, C.tealDark) + circle(x, y, r, C.teal) + circle(x, y, r * 0.5, C.tealMid) + circle(x, y, r * 0.18, C.amber);
}
