// Hair styles drawn around a head centred at (0, 0) with radius r. "back" goes behind the head, "front" over it.
import { circle, ellipse, path, r2 } from './svg.ts';

export type HairStyle =
  | 'short'
  | 'crop'
  | 'bob'
  | 'long'
  | 'bun'
  | 'curly'
  | 'pony'
  | 'bald'
  | 'hijab'
  | 'pigtails'
  | 'side';

export function hairBack(style: HairStyle, r: number, color: string): string {
  switch (style) {
    case 'long':
      return path(
        `M${-r * 1.1} ${-r * 0.2} C${-r * 1.3} ${r * 1.2} ${-r * 1.2} ${r * 2.1} ${-r * 0.9} ${r * 2.3} L${r * 0.9} ${r * 2.3} C${r * 1.2} ${r * 2.1} ${r * 1.3} ${r * 1.2} ${r * 1.1} ${-r * 0.2} Z`,
        color,
      );
    case 'bob':
      return path(
        `M${-r * 1.12} ${-r * 0.2} C${-r * 1.25} ${r * 0.6} ${-r * 1.15} ${r * 1.05} ${-r * 0.85} ${r * 1.1} L${r * 0.85} ${r * 1.1} C${r * 1.15} ${r * 1.05} ${r * 1.25} ${r * 0.6} ${r * 1.12} ${-r * 0.2} Z`,
        color,
      );
    case 'curly': {
      let s = '';
      const n = 11;
      for (let i = 0; i < n; i += 1) {
        const a = Math.PI * (0.95 + (i / (n - 1)) * 1.1);
        s += circle(Math.cos(a) * r * 1.08, Math.sin(a) * r * 1.02 - r * 0.05, r * 0.48, color);
      }
      return s + ellipse(0, -r * 0.35, r * 1.2, r * 0.95, color);
    }
    case 'bun':
      return circle(0, -r * 1.18, r * 0.46, color);
    case 'pony':
      return path(
        `M${r * 0.7} ${-r * 0.8} C${r * 1.6} ${-r * 0.6} ${r * 1.5} ${r * 0.8} ${r * 1.05} ${r * 1.3} C${r * 1.25} ${r * 0.6} ${r * 1.1} ${-r * 0.1} ${r * 0.6} ${-r * 0.3} Z`,
        color,
      );
    case 'pigtails':
      return circle(-r * 1.08, r * 0.15, r * 0.42, color) + circle(r * 1.08, r * 0.15, r * 0.42, color);
    case 'hijab':
      return path(
        `M${-r * 1.25} ${-r * 0.1} C${-r * 1.3} ${-r * 1.5} ${r * 1.3} ${-r * 1.5} ${r * 1.25} ${-r * 0.1} C${r * 1.3} ${r * 0.9} ${r * 1.7} ${r * 1.6} ${r * 1.6} ${r * 2.2} L${-r * 1.6} ${r * 2.2} C${-r * 1.7} ${r * 1.6} ${-r * 1.3} ${r * 0.9} ${-r * 1.25} ${-r * 0.1} Z`,
        color,
      );
    default:
      return '';
  }
}

function cap(r: number, color: string, fringe: 'centre' | 'left' | 'right' | 'none'): string {
  const top = `M${-r * 1.04} ${r * 0.12} C${-r * 1.14} ${-r * 1.42} ${r * 1.14} ${-r * 1.42} ${r * 1.04} ${r * 0.12}`;
  let edge: string;
  if (fringe === 'left') {
    edge = `L${r * 0.92} ${-r * 0.28} Q${r * 0.1} ${-r * 0.42} ${-r * 0.55} ${-r * 0.05} Q${-r * 0.85} ${r * 0.05} ${-r * 0.92} ${r * 0.25} Z`;
  } else if (fringe === 'right') {
    edge = `L${r * 0.92} ${r * 0.25} Q${r * 0.85} ${r * 0.05} ${r * 0.55} ${-r * 0.05} Q${-r * 0.1} ${-r * 0.42} ${-r * 0.92} ${-r * 0.28} Z`;
  } else if (fringe === 'centre') {
    edge = `L${r * 0.9} ${-r * 0.05} Q${r * 0.5} ${-r * 0.45} 0 ${-r * 0.38} Q${-r * 0.5} ${-r * 0.45} ${-r * 0.9} ${-r * 0.05} Z`;
  } else {
    edge = `L${r * 0.95} ${-r * 0.25} Q0 ${-r * 0.8} ${-r * 0.95} ${-r * 0.25} Z`;
  }
  // A faint sheen along the crown keeps flat hair from looking like a helmet.
  const sheen = path(`M${-r * 0.5} ${-r * 0.74} Q${-r * 0.2} ${-r * 0.92} ${r * 0.15} ${-r * 0.88}`, 'none', `stroke="#ffffff" stroke-opacity="0.12" stroke-width="${r2(r * 0.06)}" stroke-linecap="round"`);
  return path(`${top} ${edge}`, color) + sheen;
}

function sideburns(r: number, color: string): string {
  const one = (x: number) => path(`M${x * r * 1.02} ${-r * 0.1} L${x * r * 0.98} ${r * 0.32} L${x * r * 0.86} ${r * 0.3} L${x * r * 0.84} ${-r * 0.2} Z`, color);
  return one(-1) + one(1);
}

export function hairFront(style: HairStyle, r: number, color: string): string {
  switch (style) {
    case 'short':
      return cap(r, color, 'left') + sideburns(r, color);
    case 'crop':
      return cap(r, color, 'none') + sideburns(r, color);
    case 'side':
      return cap(r, color, 'right') + sideburns(r, color);
    case 'bob':
    case 'long':
      return cap(r, color, 'centre');
    case 'bun':
    case 'pony':
    case 'pigtails':
      return cap(r, color, 'right');
    case 'curly': {
      let s = '';
      for (let i = 0; i < 7; i += 1) {
        const x = -r * 0.85 + (i * r * 1.7) / 6;
        s += circle(x, -r * 0.62 - Math.sin((i / 6) * Math.PI) * r * 0.22, r * 0.3, color);
      }
      return s;
    }
    case 'hijab':
      return path(
        `M${-r * 1.02} ${r * 0.2} C${-r * 1.1} ${-r * 1.35} ${r * 1.1} ${-r * 1.35} ${r * 1.02} ${r * 0.2} L${r * 0.88} ${r * 0.1} C${r * 0.9} ${-r * 0.95} ${-r * 0.9} ${-r * 0.95} ${-r * 0.88} ${r * 0.1} Z`,
        color,
      );
    default:
      return '';
  }
}

/** Back-of-head view, for pupils facing the board. */
export function hairFromBehind(style: HairStyle, r: number, color: string, skin: string): string {
  const ears = circle(-r * 0.98, r * 0.1, r * 0.2, skin) + circle(r * 0.98, r * 0.1, r * 0.2, skin);
  if (style === 'bald') return ears + circle(0, 0, r, skin);
  const head = circle(0, 0, r * 1.03, color);
  const nape = path(`M${-r * 0.45} ${r * 0.8} Q0 ${r * 1.15} ${r * 0.45} ${r * 0.8} L${r * 0.4} ${r * 1.05} L${-r * 0.4} ${r * 1.05} Z`, skin);
  const highlight = path(
    `M${-r * 0.55} ${-r * 0.6} Q0 ${-r * 0.95} ${r * 0.55} ${-r * 0.6}`,
    'none',
    `stroke="#ffffff" stroke-opacity="0.18" stroke-width="${r2(r * 0.12)}" stroke-linecap="round"`,
  );
  return ears + nape + hairBack(style, r, color) + head + highlight;
}
