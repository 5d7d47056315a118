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
    for (let i = 0; i < 7; i += 1) top += ellipse(x + (rand() - 0.5) * r * 1.1, y + (rand() - 0.5) * r * 1.1, r * (0.12 + rand() * 0.14), r * (0.1 + rand() * 0.1), '#8a4b1f', 'opacity="0.75"');
    top += circle(x, y, r * 0.82, 'none', `stroke="#b8772e" stroke-width="${Math.max(2, r * 0.06)}"`);
  }
  return circle(x + 6, y + 10, r * 1.15, C.ink, 'opacity="0.14"') + circle(x, y, r * 1.02, '#d8953f') + edge + top;
}

/** Pork chop bun, seen from above at a slight angle. */
export function porkChopBun(x: number, y: number, s: number): string {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    ellipse(8, 18, 150, 100, C.ink, 'opacity="0.15"') +
      ellipse(0, 20, 140, 90, '#e3a35a') +
      path('M-160 10 Q-120 -30 -40 -10 Q40 -40 130 -6 Q170 10 150 40 Q60 30 -40 46 Q-130 50 -160 10 Z', '#9b5a2c') +
      path('M-150 6 Q-110 -22 -40 -4 Q40 -30 120 -2 Q60 6 -40 20 Q-110 26 -150 6 Z', '#b97539') +
      ellipse(0, -20, 130, 80, '#f0b865') +
      ellipse(-30, -44, 70, 30, '#f8d08a', 'opacity="0.8"') +
      ellipse(40, -30, 4, 3, '#fff3d6') + ellipse(-20, -10, 4, 3, '#fff3d6') + ellipse(10, -55, 4, 3, '#fff3d6'),
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
