// Props for the class moments: picture cards, lectern, easel, mortarboard, beanbag, track.
import { C, circle, ellipse, g, line, path, poly, rect, shade } from './svg.ts';

/** Wordless picture cards: apple, ball, fish, star, sun, leaf. */
export function pictureCard(x: number, y: number, w: number, kind: number, colour: string): string {
  const h = w * 1.25;
  const cx = x + w / 2;
  const cy = y + h * 0.45;
  const r = w * 0.24;
  const pictures = [
    circle(cx, cy, r, C.coral) + path(`M${cx} ${cy - r} q${r * 0.3} ${-r * 0.5} ${r * 0.6} ${-r * 0.4} q${-r * 0.2} ${r * 0.4} ${-r * 0.6} ${r * 0.4}`, C.green) + rect(cx - 2, cy - r * 1.3, 4, r * 0.4, C.woodDark),
    circle(cx, cy, r, C.amber) + path(`M${cx - r} ${cy} Q${cx} ${cy - r * 0.5} ${cx + r} ${cy}`, 'none', `stroke="${C.coral}" stroke-width="5"`) + path(`M${cx - r * 0.6} ${cy + r * 0.8} Q${cx} ${cy + r * 0.2} ${cx + r * 0.6} ${cy + r * 0.8}`, 'none', `stroke="${C.teal}" stroke-width="5"`),
    ellipse(cx, cy, r * 1.1, r * 0.6, C.tealLight) + poly([[cx + r, cy], [cx + r * 1.5, cy - r * 0.45], [cx + r * 1.5, cy + r * 0.45]], C.tealLight) + circle(cx - r * 0.6, cy - r * 0.1, 4, C.ink),
    poly(star(cx, cy, r * 1.1, r * 0.5), C.amber),
    circle(cx, cy, r * 0.7, C.amber) + Array.from({ length: 8 }, (_, i) => line([[cx + Math.cos(i * 0.785) * r, cy + Math.sin(i * 0.785) * r], [cx + Math.cos(i * 0.785) * r * 1.25, cy + Math.sin(i * 0.785) * r * 1.25]], C.amber, 4)).join(''),
    path(`M${cx - r} ${cy + r} Q${cx - r} ${cy - r} ${cx + r} ${cy - r} Q${cx + r} ${cy + r} ${cx - r} ${cy + r} Z`, C.green) + line([[cx - r, cy + r], [cx + r * 0.6, cy - r * 0.6]], C.greenDark, 3),
  ];
  return rect(x + 4, y + 6, w, h, C.ink, 10, 'opacity="0.12"') + rect(x, y, w, h, '#ffffff', 10) + rect(x, y + h * 0.8, w, h * 0.2, colour, 0) + rect(x, y, w, h, 'none', 10, `stroke="${colour}" stroke-width="6"`) + pictures[kind % pictures.length]! + rect(x + w * 0.25, y + h * 0.86, w * 0.5, h * 0.06, '#ffffff', 3, 'opacity="0.8"');
}

export function star(cx: number, cy: number, ro: number, ri: number): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < 10; i += 1) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? ri : ro;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return pts;
}

export function lectern(x: number, y: number, colour: string): string {
  return poly([[x - 80, y - 220], [x + 80, y - 220], [x + 60, y], [x - 60, y]], colour) + rect(x - 95, y - 240, 190, 26, shade(colour, 0.2), 6) + circle(x, y - 140, 26, C.amber, 'opacity="0.9"') + rect(x - 70, y - 8, 140, 10, C.ink, 3, 'opacity="0.2"');
}

export function easel(x: number, y: number, painting: string): string {
  return line([[x - 90, y], [x, y - 420]], C.woodDark, 12) + line([[x + 90, y], [x, y - 420]], C.woodDark, 12) + line([[x, y - 380], [x + 10, y]], C.woodDark, 10) + rect(x - 110, y - 190, 220, 16, C.wood, 4) + rect(x - 100, y - 400, 200, 210, '#ffffff', 4) + g(`translate(${x - 100} ${y - 400})`, painting);
}

export function paintPots(x: number, y: number): string {
  const colours = [C.coral, C.amber, C.teal, C.green, C.coralLight];
  return colours.map((c, i) => rect(x + i * 58, y - 44, 46, 44, '#ffffff', 8, `stroke="${C.slatePale}" stroke-width="3"`) + ellipse(x + i * 58 + 23, y - 38, 19, 7, c)).join('') + line([[x + 40, y - 40], [x + 70, y - 110]], C.woodDark, 6) + line([[x + 160, y - 40], [x + 150, y - 106]], C.woodDark, 6) + circle(x + 70, y - 112, 6, C.teal);
}

export function mortarboard(colour: string = C.ink, tassel: string = C.amber): string {
  return rect(-24, -18, 48, 20, colour, 4) + poly([[-50, -22], [0, -38], [50, -22], [0, -6]], colour) + line([[0, -22], [40, -18], [42, 8]], tassel, 3) + circle(42, 10, 5, tassel);
}

export function beanbag(x: number, y: number, colour: string): string {
  return ellipse(x, y - 40, 100, 60, colour) + ellipse(x - 20, y - 70, 60, 34, shade(colour, -0.15)) + ellipse(x, y, 100, 12, C.ink, 'opacity="0.12"');
}

export function scroll(x: number, y: number, ribbon: string = C.coral): string {
  return g(`translate(${x} ${y}) rotate(-20)`, rect(-46, -12, 92, 24, '#fffdf3', 12, `stroke="${C.sand}" stroke-width="2"`) + rect(-8, -13, 16, 26, ribbon, 2));
}

export function roundTable(x: number, y: number, rx: number, colour: string = C.woodLight): string {
  return rect(x - 12, y, 24, 120, C.slate, 4) + ellipse(x, y + 120, 80, 14, C.slate) + ellipse(x, y + 10, rx, rx * 0.22, shade(colour, 0.2)) + ellipse(x, y, rx, rx * 0.22, colour);
}
