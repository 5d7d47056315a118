// Classroom furniture and fittings.
import { C, circle, ellipse, g, line, path, poly, rect, rng, shade } from './svg.ts';

export function wallAndFloor(w: number, h: number, floorY: number, wall: string, floor: string, floorEdge: string = C.woodDark): string {
  return (
    rect(0, 0, w, floorY, wall) +
    // Translucent overlays so a gradient wall gets a matching dado rail and wainscot.
    rect(0, floorY - 90, w, 90, C.ink, 0, 'opacity="0.04"') +
    rect(0, floorY - 96, w, 8, C.ink, 0, 'opacity="0.1"') +
    rect(0, floorY, w, h - floorY, floor) +
    rect(0, floorY, w, 10, floorEdge, 0, 'opacity="0.5"')
  );
}

/** A window frame with any view clipped inside it. */
export function windowWithView(id: string, x: number, y: number, w: number, h: number, view: string, frame: string = C.offwhite): string {
  return (
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>` +
    rect(x - 16, y - 16, w + 32, h + 32, shade(frame, 0.08), 6) +
    `<g clip-path="url(#${id})">${g(`translate(${x} ${y})`, view)}</g>` +
    rect(x + w / 2 - 6, y, 12, h, frame) +
    rect(x, y + h * 0.42, w, 10, frame) +
    rect(x - 24, y + h + 8, w + 48, 16, frame, 4) +
    rect(x, y, w, h, '#ffffff', 0, 'opacity="0.08"') +
    poly([[x + w * 0.1, y], [x + w * 0.3, y], [x + w * 0.05, y + h], [x - 0, y + h], [x, y + h * 0.7]], '#ffffff', 'opacity="0.1"')
  );
}

/** Whiteboard with friendly, wordless lesson doodles. */
export function whiteboard(x: number, y: number, w: number, h: number, variant = 0): string {
  const board = rect(x - 12, y - 12, w + 24, h + 24, C.slateLight, 8) + rect(x, y, w, h, '#fdfdfb', 4) + rect(x + 20, y + h + 8, w - 40, 10, C.slateMid, 3);
  const s = (d: string, col: string, wd = 6) => path(d, 'none', `stroke="${col}" stroke-width="${wd}" stroke-linecap="round" stroke-linejoin="round"`);
  let doodles: string;
  if (variant === 0) {
    doodles =
      g(`translate(${x + w * 0.16} ${y + h * 0.32})`, circle(0, 0, 34, 'none', `stroke="${C.amber}" stroke-width="7"`) + line([[0, -52], [0, -44]], C.amber, 6) + line([[52, 0], [44, 0]], C.amber, 6) + line([[-52, 0], [-44, 0]], C.amber, 6) + line([[0, 52], [0, 44]], C.amber, 6)) +
      s(`M${x + w * 0.32} ${y + h * 0.25} l40 0 M${x + w * 0.32} ${y + h * 0.38} l120 0`, C.teal) +
      s(`M${x + w * 0.1} ${y + h * 0.72} q30 -50 60 0 t60 0 t60 0`, C.coral) +
      g(`translate(${x + w * 0.72} ${y + h * 0.55})`, poly([[-60, 20], [0, -40], [60, 20]], 'none', `stroke="${C.teal}" stroke-width="6" stroke-linejoin="round"`) + rect(-45, 20, 90, 60, 'none', 0, `stroke="${C.teal}" stroke-width="6"`) + rect(-12, 46, 24, 34, C.amber)) +
      s(`M${x + w * 0.56} ${y + h * 0.3} a${w * 0.1} ${w * 0.1} 0 0 1 ${w * 0.2} 0`, C.coral, 7) +
      s(`M${x + w * 0.58} ${y + h * 0.3} a${w * 0.08} ${w * 0.08} 0 0 1 ${w * 0.16} 0`, C.amber, 7) +
      s(`M${x + w * 0.6} ${y + h * 0.3} a${w * 0.06} ${w * 0.06} 0 0 1 ${w * 0.12} 0`, C.teal, 7) +
      poly(
        Array.from({ length: 10 }, (_, i): [number, number] => {
          const a = -Math.PI / 2 + (i * Math.PI) / 5;
          const rr = i % 2 ? 10 : 24;
          return [x + w * 0.9 + Math.cos(a) * rr, y + h * 0.2 + Math.sin(a) * rr];
        }),
        C.amber,
      );
  } else {
    doodles =
      s(`M${x + w * 0.08} ${y + h * 0.25} l${w * 0.3} 0 M${x + w * 0.08} ${y + h * 0.42} l${w * 0.22} 0 M${x + w * 0.08} ${y + h * 0.59} l${w * 0.28} 0`, C.teal) +
      g(`translate(${x + w * 0.7} ${y + h * 0.45})`, circle(0, 0, h * 0.28, C.amberPale) + path(`M0 0 L0 ${-h * 0.28} A${h * 0.28} ${h * 0.28} 0 0 1 ${h * 0.28} 0 Z`, C.coral) + path(`M0 0 L${h * 0.28} 0 A${h * 0.28} ${h * 0.28} 0 0 1 ${-h * 0.1} ${h * 0.26} Z`, C.teal));
  }
  return board + doodles;
}

export function desk(x: number, y: number, w: number, top: string = C.woodLight): string {
  return (
    rect(x + 10, y + 10, 8, 80, C.slate, 3) +
    rect(x + w - 18, y + 10, 8, 80, C.slate, 3) +
    rect(x, y, w, 16, top, 5) +
    rect(x, y + 12, w, 6, shade(top, 0.18), 3)
  );
}

export function bookshelf(x: number, y: number, w: number, h: number, seed: number): string {
  const rand = rng(seed);
  const palette = [C.teal, C.amber, C.coral, C.tealLight, C.slate, C.greenDark, C.coralLight];
  let s = rect(x, y, w, h, C.woodDark, 6) + rect(x + 10, y + 10, w - 20, h - 20, shade(C.woodDark, 0.25), 3);
  const shelves = Math.max(2, Math.round(h / 110));
  const sh = (h - 20) / shelves;
  for (let i = 0; i < shelves; i += 1) {
    const by = y + 10 + (i + 1) * sh;
    let bx = x + 16;
    while (bx < x + w - 40) {
      const bw = 12 + rand() * 14;
      const bh = sh * (0.55 + rand() * 0.35);
      const col = palette[Math.floor(rand() * palette.length)]!;
      if (rand() > 0.85) {
        s += g(`rotate(-14 ${bx} ${by})`, rect(bx, by - bh, bw, bh, col, 2));
        bx += bw + 14;
      } else {
        s += rect(bx, by - bh, bw, bh, col, 2) + rect(bx + 3, by - bh + 8, bw - 6, 3, '#ffffff', 1, 'opacity="0.5"');
        bx += bw + 2;
      }
    }
    s += rect(x + 6, by - 2, w - 12, 10, C.woodDark, 2);
  }
  return s;
}

export function plant(x: number, y: number, s = 1, pot: string = C.coral): string {
  const leaf = (a: number, len: number, col: string) =>
    g(`rotate(${a})`, path(`M0 0 Q${len * 0.35} ${-len * 0.5} 0 ${-len} Q${-len * 0.35} ${-len * 0.5} 0 0 Z`, col));
  let leaves = '';
  const angles = [-50, -30, -12, 8, 26, 46, -62, 60];
  angles.forEach((a, i) => {
    leaves += leaf(a, 90 + (i % 3) * 22, i % 2 ? C.green : C.greenDark);
  });
  return g(`translate(${x} ${y}) scale(${s})`, g('translate(0 -58)', leaves) + path('M-34 -62 L34 -62 L26 0 L-26 0 Z', pot) + rect(-38, -70, 76, 12, shade(pot, 0.12), 4));
}

export function clock(x: number, y: number, r: number): string {
  return circle(x, y, r + 6, C.slate) + circle(x, y, r, C.offwhite) + line([[x, y], [x, y - r * 0.6]], C.ink, 4) + line([[x, y], [x + r * 0.45, y + r * 0.2]], C.coral, 4) + circle(x, y, 4, C.ink);
}

/** A string of little pennant flags. */
export function bunting(x0: number, x1: number, y: number, sag: number, colours: string[]): string {
  const n = Math.floor((x1 - x0) / 54);
  let s = path(`M${x0} ${y} Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}`, 'none', `stroke="${C.slateMid}" stroke-width="2"`);
  for (let i = 0; i < n; i += 1) {
    const t = (i + 0.5) / n;
    const px = x0 + (x1 - x0) * t;
    const py = y + sag * 4 * t * (1 - t);
    s += poly([[px - 18, py], [px + 18, py], [px, py + 34]], colours[i % colours.length]!);
  }
  return s;
}

/** Pin board with wordless pupils' drawings. */
export function pinboard(x: number, y: number, w: number, h: number, seed: number): string {
  const rand = rng(seed);
  const palette = [C.amberPale, C.coralPale, C.tealPale, '#ffffff'];
  let s = rect(x - 10, y - 10, w + 20, h + 20, C.woodDark, 6) + rect(x, y, w, h, '#d9b48a', 3);
  const cols = Math.max(2, Math.floor(w / 110));
  const rows = Math.max(1, Math.floor(h / 110));
  for (let i = 0; i < cols; i += 1) {
    for (let j = 0; j < rows; j += 1) {
      const px = x + 14 + (i * (w - 20)) / cols;
      const py = y + 14 + (j * (h - 20)) / rows;
      const pw = (w - 20) / cols - 16;
      const ph = (h - 20) / rows - 16;
      const rot = (rand() - 0.5) * 8;
      const doodle =
        rand() > 0.5
          ? circle(px + pw / 2, py + ph / 2, Math.min(pw, ph) * 0.25, [C.amber, C.coral, C.teal][i % 3]!)
          : poly([[px + pw * 0.2, py + ph * 0.75], [px + pw * 0.5, py + ph * 0.25], [px + pw * 0.8, py + ph * 0.75]], [C.teal, C.green, C.coral][j % 3]!);
      s += g(`rotate(${rot.toFixed(1)} ${px + pw / 2} ${py + ph / 2})`, rect(px, py, pw, ph, palette[(i + j) % palette.length]!, 2) + doodle + circle(px + pw / 2, py + 6, 4, C.coralDark));
    }
  }
  return s;
}

export function rug(cx: number, cy: number, rx: number, ry: number, colours: string[]): string {
  let s = '';
  colours.forEach((c, i) => {
    const k = 1 - i / colours.length;
    s += ellipse(cx, cy, rx * k, ry * k, c);
  });
  return s;
}

export function chair(x: number, y: number, colour: string): string {
  return rect(x - 26, y - 110, 52, 70, colour, 10) + rect(x - 30, y - 46, 60, 12, shade(colour, 0.15), 4) + line([[x - 22, y - 36], [x - 24, y]], C.slate, 6) + line([[x + 22, y - 36], [x + 24, y]], C.slate, 6);
}

export function lamp(x: number, y: number, len: number): string {
  return line([[x, 0], [x, y]], C.slate, 3) + path(`M${x - 46} ${y + 40} Q${x} ${y - 14} ${x + 46} ${y + 40} Z`, C.amber) + ellipse(x, y + 40, 46, 8, shade(C.amber, 0.2)) + ellipse(x, y + 52 + len * 0, 20, 6, C.amberLight, 'opacity="0.8"');
}

export function cube(x: number, y: number, s: number, colour: string): string {
  return rect(x, y - s, s, s, colour, 6) + rect(x + s * 0.2, y - s * 0.8, s * 0.6, s * 0.6, '#ffffff', 4, 'opacity="0.35"');
}

export function globe(x: number, y: number, r: number): string {
  return (
    rect(x - 30, y - 8, 60, 8, C.slate, 3) +
    line([[x, y - 8], [x, y - 30]], C.slate, 6) +
    path(`M${x - r - 8} ${y - 30 - r} A${r + 8} ${r + 8} 0 0 0 ${x + r * 0.3} ${y - 26}`, 'none', `stroke="${C.amberDark}" stroke-width="5"`) +
    circle(x, y - 30 - r, r, C.tealLight) +
    path(`M${x - r * 0.6} ${y - 30 - r * 1.5} q${r * 0.5} ${r * 0.2} ${r * 0.4} ${r * 0.7} q-${r * 0.5} ${r * 0.3} -${r * 0.2} ${r * 0.8}`, C.green) +
    ellipse(x + r * 0.35, y - 30 - r * 0.8, r * 0.3, r * 0.45, C.green)
  );
}


/** Low cubby cabinet with coloured storage tubs, for under windows. */
export function cubbies(x: number, y: number, w: number, h: number): string {
  const colours = [C.coral, C.amber, C.teal, C.tealLight, C.green];
  const cols = Math.max(2, Math.round(w / 120));
  const cw = (w - 20) / cols;
  let s = rect(x, y, w, h, C.woodLight, 8) + rect(x, y, w, 14, C.wood, 6);
  for (let i = 0; i < cols; i += 1) {
    for (let j = 0; j < 2; j += 1) {
      const cx = x + 10 + i * cw;
      const cy = y + 22 + j * ((h - 30) / 2);
      s += rect(cx + 4, cy, cw - 8, (h - 30) / 2 - 8, shade(C.woodLight, 0.25), 4);
      s += rect(cx + 10, cy + 14, cw - 20, (h - 30) / 2 - 22, colours[(i * 2 + j) % colours.length]!, 6);
    }
  }
  return s;
}
