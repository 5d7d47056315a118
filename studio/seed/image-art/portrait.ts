// Large friendly head-and-shoulders teachers. The same face() draws both the portrait and the hover scene.
import { hairBack, hairFront, type HairStyle } from './hair.ts';
import { C, circle, ellipse, g, path, r2, rect, shade } from './svg.ts';

export interface Teacher {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  accent: string;
  neckline: 'crew' | 'collar' | 'cardigan' | 'blazer';
  glasses?: boolean;
  beard?: string;
  earrings?: string;
  lanyard?: string;
  lips?: string;
  age?: 'young' | 'older';
}

const R = 120;

function stroke(d: string, colour: string, width: number, extra = ''): string {
  return path(d, 'none', `stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}`);
}

/** Hair that falls behind the shoulders; draw it before the torso. */
export function hairLayer(t: Teacher): string {
  return g('scale(1 1.12)', hairBack(t.hairStyle, R, t.hair));
}

/** Head centred at (0, 0); about 2.3R tall including hair. */
export function face(t: Teacher, mood: 'smile' | 'laugh' = 'smile'): string {
  const skinShade = shade(t.skin, 0.12);
  // Ears hide under hair that falls past them.
  const earsHidden = t.hairStyle === 'bob' || t.hairStyle === 'long' || t.hairStyle === 'hijab';
  let s = earsHidden ? '' : ellipse(-R * 0.98, R * 0.12, R * 0.2, R * 0.26, skinShade) + ellipse(R * 0.98, R * 0.12, R * 0.2, R * 0.26, skinShade);
  s += ellipse(0, 0, R * 0.98, R * 1.12, t.skin);
  s += path(`M${-R * 0.7} ${R * 0.8} Q0 ${R * 1.25} ${R * 0.7} ${R * 0.8} Q0 ${R * 1.18} ${-R * 0.7} ${R * 0.8} Z`, skinShade, 'opacity="0.3"');
  if (t.earrings) s += circle(-R * 0.98, R * 0.42, 9, t.earrings) + circle(R * 0.98, R * 0.42, 9, t.earrings);
  // Eyes, brows, nose, mouth.
  const eye = (x: number) =>
    mood === 'laugh'
      ? stroke(`M${x - 16} ${R * 0.12} Q${x} ${-R * 0.04} ${x + 16} ${R * 0.12}`, C.ink, 8)
      : ellipse(x, R * 0.08, 11, 14, C.ink) + circle(x + 4, R * 0.08 - 5, 4, '#ffffff');
  s += eye(-R * 0.38) + eye(R * 0.38);
  const browY = t.age === 'older' ? -R * 0.2 : -R * 0.22;
  s += stroke(`M${-R * 0.56} ${browY + 6} Q${-R * 0.38} ${browY - 10} ${-R * 0.2} ${browY + 2}`, shade(t.hair, 0.2), 9);
  s += stroke(`M${R * 0.2} ${browY + 2} Q${R * 0.38} ${browY - 10} ${R * 0.56} ${browY + 6}`, shade(t.hair, 0.2), 9);
  s += stroke(`M${-R * 0.02} ${R * 0.2} Q${-R * 0.12} ${R * 0.42} ${R * 0.04} ${R * 0.44}`, shade(t.skin, 0.22), 6);
  s += circle(-R * 0.56, R * 0.46, R * 0.15, C.coral, 'opacity="0.22"') + circle(R * 0.56, R * 0.46, R * 0.15, C.coral, 'opacity="0.22"');
  if (t.beard) {
    s += path(`M${-R * 0.96} ${R * 0.05} Q${-R * 0.95} ${R * 1.2} 0 ${R * 1.24} Q${R * 0.95} ${R * 1.2} ${R * 0.96} ${R * 0.05} Q${R * 0.8} ${R * 0.62} ${R * 0.4} ${R * 0.56} Q0 ${R * 0.5} ${-R * 0.4} ${R * 0.56} Q${-R * 0.8} ${R * 0.62} ${-R * 0.96} ${R * 0.05} Z`, t.beard);
  }
  const mouth =
    path(`M${-R * 0.3} ${R * 0.62} Q0 ${R * 0.68} ${R * 0.3} ${R * 0.62} Q${R * 0.22} ${R * 0.95} 0 ${R * 0.95} Q${-R * 0.22} ${R * 0.95} ${-R * 0.3} ${R * 0.62} Z`, t.lips ?? '#8c3b3b') +
    path(`M${-R * 0.24} ${R * 0.645} Q0 ${R * 0.69} ${R * 0.24} ${R * 0.645} L${R * 0.2} ${R * 0.72} Q0 ${R * 0.75} ${-R * 0.2} ${R * 0.72} Z`, '#ffffff');
  s += mouth;
  if (t.glasses) {
    s += `<g fill="#ffffff" fill-opacity="0.12" stroke="${C.ink}" stroke-width="7">` + rectStr(-R * 0.66, -R * 0.1, R * 0.52, R * 0.4) + rectStr(R * 0.14, -R * 0.1, R * 0.52, R * 0.4) + `</g>` + stroke(`M${-R * 0.14} ${R * 0.02} Q0 ${-R * 0.06} ${R * 0.14} ${R * 0.02}`, C.ink, 6);
  }
  s += g('scale(1 1.12)', hairFront(t.hairStyle, R, t.hair));
  return s;
}

function rectStr(x: number, y: number, w: number, h: number): string {
  return `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" rx="${r2(h * 0.35)}"/>`;
}

/** Shoulders and chest, centred on x = 0, neck base at y = 0, about 520 wide. */
export function torso(t: Teacher, width = 520, height = 360): string {
  const w = width / 2;
  const skinShade = shade(t.skin, 0.14);
  let s = rect(-46, -90, 92, 110, t.skin) + path(`M-46 -40 Q0 0 46 -40 L46 -10 Q0 20 -46 -10 Z`, skinShade);
  s += path(`M${-w} ${height} L${-w} ${w * 0.32} Q${-w} 10 ${-w * 0.55} 0 L${w * 0.55} 0 Q${w} 10 ${w} ${w * 0.32} L${w} ${height} Z`, t.top);
  // A soft fold on one side gives the flat torso some volume.
  s += path(`M${w * 0.55} 0 Q${w} 10 ${w} ${w * 0.32} L${w} ${height} L${w * 0.7} ${height} Q${w * 0.82} ${w * 0.4} ${w * 0.55} 0 Z`, shade(t.top, 0.08), 'opacity="0.8"');
  switch (t.neckline) {
    case 'crew':
      s += path(`M-70 0 Q0 60 70 0 L56 0 Q0 40 -56 0 Z`, shade(t.top, 0.15)) + path('M-56 0 Q0 40 56 0 Z', t.skin);
      break;
    case 'collar':
      s += path('M-60 0 L0 70 L60 0 Z', t.skin) + path(`M-70 -4 L-10 74 L-80 60 Z`, C.offwhite) + path(`M70 -4 L10 74 L80 60 Z`, C.offwhite);
      break;
    case 'cardigan':
      s += path(`M-80 0 L80 0 L40 ${height} L-40 ${height} Z`, C.offwhite) + path('M-50 0 Q0 46 50 0 Z', t.skin) + path(`M-80 0 L-30 ${height} L-60 ${height} L-120 10 Z`, shade(t.top, 0.12)) + path(`M80 0 L30 ${height} L60 ${height} L120 10 Z`, shade(t.top, 0.12));
      for (let i = 0; i < 3; i += 1) s += circle(-36 + i * 0, 120 + i * 70, 7, shade(t.top, 0.3));
      break;
    case 'blazer':
      s += path(`M-60 0 L60 0 L20 ${height} L-20 ${height} Z`, C.offwhite) + path('M-40 0 L0 50 L40 0 Z', t.skin) + path(`M-60 -2 L-4 150 L-40 ${height} L-150 ${height} L-130 16 Z`, shade(t.top, 0.1)) + path(`M60 -2 L4 150 L40 ${height} L150 ${height} L130 16 Z`, shade(t.top, 0.1)) + path(`M-60 -2 L-4 150 L-70 90 L-90 60 Z`, shade(t.top, -0.12)) + path(`M60 -2 L4 150 L70 90 L90 60 Z`, shade(t.top, -0.12));
      break;
  }
  if (t.lanyard) {
    s += stroke(`M-70 0 L-10 ${height * 0.55} M70 0 L10 ${height * 0.55}`, t.lanyard, 10);
    s += rect(-34, height * 0.55, 68, 84, '#ffffff', 8, `stroke="${C.slateLight}" stroke-width="3"`) + circle(0, height * 0.55 + 30, 14, t.accent) + rect(-20, height * 0.55 + 56, 40, 8, C.slatePale, 3);
  }
  return s;
}
