// Props: laptop, certificate, books, mug, plane, suitcase, passport, confetti, balloons.
import { C, circle, ellipse, g, line, path, poly, rect, rng, shade } from './svg.ts';

export function laptop(x: number, y: number, w: number, screen: string): string {
  const h = w * 0.62;
  return (
    rect(x, y - h, w, h, C.slate, 14) +
    rect(x + 14, y - h + 14, w - 28, h - 28, '#ffffff', 6) +
    g(`translate(${x + 14} ${y - h + 14})`, screen) +
    path(`M${x - w * 0.08} ${y} L${x + w * 1.08} ${y} L${x + w * 1.02} ${y + 22} L${x - w * 0.02} ${y + 22} Z`, C.slateLight) +
    rect(x + w * 0.4, y, w * 0.2, 7, C.slateMid, 3)
  );
}

/** A wordless course dashboard: video tile, module rows with ticks and progress bars. */
export function courseScreen(w: number, h: number): string {
  let s = rect(0, 0, w, h, '#f5f8fa') + rect(0, 0, w, h * 0.1, C.teal) + circle(w * 0.04, h * 0.05, h * 0.025, C.amber);
  s += rect(w * 0.04, h * 0.16, w * 0.5, h * 0.5, C.tealDark, 8) + circle(w * 0.29, h * 0.41, h * 0.09, '#ffffff', 'opacity="0.9"') + poly([[w * 0.275, h * 0.36], [w * 0.315, h * 0.41], [w * 0.275, h * 0.46]], C.tealDark);
  s += rect(w * 0.04, h * 0.72, w * 0.5, h * 0.04, C.slatePale, 4) + rect(w * 0.04, h * 0.72, w * 0.32, h * 0.04, C.amber, 4);
  const colours = [C.coral, C.amber, C.teal, C.tealLight];
  for (let i = 0; i < 4; i += 1) {
    const y = h * (0.16 + i * 0.2);
    const done = i < 2;
    s += rect(w * 0.59, y, w * 0.37, h * 0.16, '#ffffff', 8, `stroke="${C.slatePale}" stroke-width="2"`);
    s += rect(w * 0.61, y + h * 0.03, h * 0.1, h * 0.1, colours[i]!, 6);
    s += rect(w * 0.61 + h * 0.14, y + h * 0.04, w * 0.14, h * 0.025, C.slateLight, 3) + rect(w * 0.61 + h * 0.14, y + h * 0.09, w * 0.09, h * 0.02, C.slatePale, 3);
    s += done
      ? circle(w * 0.925, y + h * 0.08, h * 0.035, C.green) + line([[w * 0.915, y + h * 0.08], [w * 0.923, y + h * 0.09], [w * 0.937, y + h * 0.068]], '#ffffff', 3)
      : circle(w * 0.925, y + h * 0.08, h * 0.035, 'none', `stroke="${C.slatePale}" stroke-width="3"`);
  }
  return s;
}

export function certificate(x: number, y: number, w: number): string {
  const h = w * 0.72;
  let s = rect(x - 12, y - 12, w + 24, h + 24, C.woodDark, 6) + rect(x, y, w, h, '#fffdf6', 2) + rect(x + 12, y + 12, w - 24, h - 24, 'none', 2, `stroke="${C.amber}" stroke-width="4"`);
  s += rect(x + w * 0.25, y + h * 0.2, w * 0.5, h * 0.07, C.teal, 3);
  s += rect(x + w * 0.18, y + h * 0.38, w * 0.64, h * 0.035, C.slateLight, 2) + rect(x + w * 0.25, y + h * 0.48, w * 0.5, h * 0.035, C.slateLight, 2);
  s += rect(x + w * 0.12, y + h * 0.75, w * 0.25, 3, C.slate) + rect(x + w * 0.63, y + h * 0.75, w * 0.25, 3, C.slate);
  s += g(`translate(${x + w * 0.5} ${y + h * 0.76})`, poly([[-16, 0], [-24, 44], [-6, 34], [0, 50], [6, 34], [24, 44], [16, 0]], C.coral) + circle(0, 0, w * 0.08, C.amber) + circle(0, 0, w * 0.055, C.amberDark, 'opacity="0.5"'));
  return s;
}

export function bookStack(x: number, y: number, w: number, colours: string[]): string {
  let s = '';
  let yy = y;
  colours.forEach((c, i) => {
    const bw = w * (0.85 + ((i * 37) % 15) / 100);
    const off = ((i * 53) % 20) - 10;
    s += rect(x + off, yy - 34, bw, 34, c, 4) + rect(x + off + bw - 14, yy - 30, 10, 26, '#fffdf6', 2) + rect(x + off + 16, yy - 20, bw * 0.4, 5, '#ffffff', 2, 'opacity="0.5"');
    yy -= 34;
  });
  return s;
}

export function mug(x: number, y: number, colour: string): string {
  return path(`M${x + 56} ${y - 56} q28 0 28 22 q0 22 -28 22`, 'none', `stroke="${colour}" stroke-width="9"`) + rect(x, y - 74, 60, 74, colour, 10) + ellipse(x + 30, y - 72, 26, 6, shade(colour, 0.3)) + path(`M${x + 20} ${y - 90} q10 -16 0 -32 M${x + 38} ${y - 90} q10 -16 0 -32`, 'none', 'stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.7"');
}

export function plane(livery: string = C.teal): string {
  return (
    path('M-200 -8 Q-210 -30 -170 -34 L150 -34 Q220 -30 230 0 Q220 22 150 22 L-170 22 Q-200 18 -200 -8 Z', '#f7fafc') +
    path('M-190 -28 L-230 -110 L-190 -110 L-120 -34 Z', livery) +
    path('M-40 4 L-120 90 L-80 90 L50 6 Z', shade('#dfe6ec', 0.05)) +
    path('M-40 -20 L-100 -70 L-76 -70 L10 -22 Z', '#cfd8e0') +
    rect(-160, -20, 360, 8, livery, 4) +
    path('M180 -24 Q210 -22 220 -8 L180 -8 Z', C.slate) +
    g('translate(0 0)', Array.from({ length: 12 }, (_, i) => circle(-130 + i * 24, -4, 5, C.slate)).join('')) +
    ellipse(-40, 48, 30, 12, C.slateLight)
  );
}

export function suitcase(x: number, y: number, colour: string): string {
  return (
    path(`M${x + 30} ${y - 150} L${x + 30} ${y - 200} L${x + 70} ${y - 200} L${x + 70} ${y - 150}`, 'none', `stroke="${C.slate}" stroke-width="8" stroke-linejoin="round"`) +
    rect(x, y - 154, 100, 140, colour, 14) +
    rect(x + 24, y - 140, 8, 112, shade(colour, 0.15), 4) +
    rect(x + 68, y - 140, 8, 112, shade(colour, 0.15), 4) +
    circle(x + 18, y - 6, 9, C.ink) +
    circle(x + 82, y - 6, 9, C.ink) +
    rect(x + 56, y - 120, 30, 24, C.amberLight, 3, `transform="rotate(12 ${x + 71} ${y - 108})"`) +
    circle(x + 40, y - 90, 12, C.coral, 'opacity="0.9"')
  );
}

export function passport(x: number, y: number, s = 1): string {
  return g(`translate(${x} ${y}) scale(${s}) rotate(-8)`, rect(-22, -30, 44, 60, C.tealDark, 5) + circle(0, -4, 11, 'none', `stroke="${C.amber}" stroke-width="3"`) + rect(-12, 14, 24, 4, C.amber, 2));
}

export function confetti(w: number, h: number, seed: number, count = 90): string {
  const rand = rng(seed);
  const palette = [C.coral, C.amber, C.teal, C.tealLight, C.coralLight];
  let s = '';
  for (let i = 0; i < count; i += 1) {
    const x = rand() * w;
    const y = rand() * h;
    const c = palette[i % palette.length]!;
    s += rand() > 0.5 ? rect(x, y, 10, 18, c, 2, `transform="rotate(${Math.round(rand() * 180)} ${x.toFixed(0)} ${y.toFixed(0)})"`) : circle(x, y, 5 + rand() * 4, c);
  }
  return s;
}

export function balloon(x: number, y: number, colour: string, tail = 160): string {
  return path(`M${x} ${y + 64} q-14 ${tail * 0.3} 6 ${tail * 0.6} q16 ${tail * 0.25} -4 ${tail * 0.4}`, 'none', `stroke="${C.slateMid}" stroke-width="2"`) + ellipse(x, y, 46, 56, colour) + poly([[x - 8, y + 62], [x + 8, y + 62], [x, y + 52]], colour) + ellipse(x - 16, y - 22, 10, 16, '#ffffff', 'opacity="0.35"');
}

export function tree(x: number, y: number, s: number, colour: string = C.green): string {
  return g(`translate(${x} ${y}) scale(${s})`, rect(-9, -90, 18, 90, C.woodDark, 4) + circle(0, -130, 62, colour) + circle(-44, -100, 44, shade(colour, 0.1)) + circle(46, -104, 46, shade(colour, -0.1)) + circle(10, -170, 40, shade(colour, -0.15)));
}
