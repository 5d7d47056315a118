// Flat interiors for the cost-of-living pictures: sofa, bed, kitchenette, keys and coins.
import { C, circle, ellipse, g, line, path, rect, shade } from './svg.ts';

export function sofa(x: number, y: number, w: number, colour: string): string {
  return (
    ellipse(x + w / 2, y + 6, w * 0.55, 14, C.ink, 'opacity="0.12"') +
    rect(x + 10, y - 170, w - 20, 110, colour, 24) +
    rect(x, y - 90, w, 70, shade(colour, 0.08), 18) +
    rect(x - 20, y - 120, 60, 110, shade(colour, 0.15), 20) +
    rect(x + w - 40, y - 120, 60, 110, shade(colour, 0.15), 20) +
    rect(x + 50, y - 150, 90, 70, C.amber, 16, 'transform="rotate(-8)"') +
    rect(x + 14, y - 14, 10, 14, C.woodDark) +
    rect(x + w - 24, y - 14, 10, 14, C.woodDark)
  );
}

export function bed(x: number, y: number, w: number, cover: string, bunk = false): string {
  const one = (yy: number) =>
    rect(x, yy - 90, w, 60, '#ffffff', 10) + rect(x + w * 0.3, yy - 100, w * 0.7, 72, cover, 12) + rect(x + 16, yy - 120, w * 0.24, 40, '#f3efe8', 14) + rect(x, yy - 30, w, 22, C.woodDark, 6);
  let s = ellipse(x + w / 2, y + 4, w * 0.55, 12, C.ink, 'opacity="0.12"') + rect(x - 14, y - 200, 18, 200, C.woodDark, 4) + rect(x + w - 4, y - 140, 18, 140, C.woodDark, 4) + one(y);
  if (bunk) {
    s += rect(x - 14, y - 430, 18, 240, C.woodDark, 4) + rect(x + w - 4, y - 430, 18, 290, C.woodDark, 4) + one(y - 240);
    for (let i = 0; i < 5; i += 1) s += rect(x + w - 6, y - 60 - i * 44, 40, 8, C.wood, 3);
    s += line([[x + w + 30, y], [x + w + 30, y - 240]], C.wood, 8);
  }
  return s;
}

export function kitchenette(x: number, y: number, w: number): string {
  return (
    rect(x, y - 180, w, 180, C.offwhite, 6) +
    rect(x, y - 190, w, 16, C.slateLight, 4) +
    rect(x + 16, y - 160, w / 2 - 24, 140, '#ffffff', 6, `stroke="${C.slatePale}" stroke-width="3"`) +
    rect(x + w / 2 + 8, y - 160, w / 2 - 24, 140, '#ffffff', 6, `stroke="${C.slatePale}" stroke-width="3"`) +
    rect(x, y - 430, w, 150, C.offwhite, 6) +
    rect(x + 16, y - 414, w / 2 - 24, 118, '#ffffff', 6, `stroke="${C.slatePale}" stroke-width="3"`) +
    rect(x + w / 2 + 8, y - 414, w / 2 - 24, 118, '#ffffff', 6, `stroke="${C.slatePale}" stroke-width="3"`) +
    rect(x + 40, y - 220, 90, 30, C.slate, 6) +
    path(`M${x + w - 120} ${y - 190} l0 -50 q0 -20 20 -20 l20 0`, 'none', `stroke="${C.slateMid}" stroke-width="8" stroke-linecap="round"`) +
    rect(x + 150, y - 250, 50, 60, C.coral, 8) +
    circle(x + 260, y - 216, 22, C.amber)
  );
}

export function keys(x: number, y: number, s = 1, angle = 0): string {
  const key = (a: number, colour: string) =>
    g(`rotate(${a})`, circle(0, -46, 22, 'none', `stroke="${colour}" stroke-width="10"`) + rect(-6, -26, 12, 90, colour, 4) + rect(6, 40, 16, 8, colour, 2) + rect(6, 54, 12, 8, colour, 2));
  return g(`translate(${x} ${y}) scale(${s}) rotate(${angle})`, circle(0, -60, 30, 'none', `stroke="${C.slateLight}" stroke-width="6"`) + g('translate(-10 -10)', key(-24, C.amber)) + g('translate(20 0)', key(18, '#c9ced6')) + rect(-58, -74, 40, 28, C.coral, 7));
}

export function coins(x: number, y: number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i += 1) s += ellipse(x, y - i * 10, 46, 16, i % 2 ? '#e5a93a' : C.amber) + ellipse(x, y - i * 10 - 4, 46, 14, '#f6c860');
  s += circle(x + 90, y - 6, 38, C.amber) + circle(x + 90, y - 6, 28, 'none', `stroke="${C.amberDark}" stroke-width="4"`);
  s += circle(x - 80, y + 4, 30, '#c9ced6') + circle(x - 80, y + 4, 21, 'none', 'stroke="#9aa3ad" stroke-width="4"');
  return s;
}

export function frame(x: number, y: number, w: number, h: number, art: string): string {
  return rect(x - 8, y - 8, w + 16, h + 16, C.woodDark, 4) + rect(x, y, w, h, '#ffffff') + g(`translate(${x} ${y})`, art);
}
