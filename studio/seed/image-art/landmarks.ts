// Landmarks drawn large: Tian Tan Buddha, Guia Lighthouse, Macanese colonial façades, Senado Square paving.
import { C, circle, ellipse, g, line, path, poly, rect, shade } from './svg.ts';

/** Seated Buddha silhouette on a three-tier altar, base at y = 0, about 520 tall. */
export function bigBuddha(bronze = '#4f7f86'): string {
  const lit = shade(bronze, -0.18);
  const dark = shade(bronze, 0.2);
  let s = '';
  s += rect(-260, -40, 520, 40, '#e8e1d6') + rect(-220, -80, 440, 40, '#f1ebe1') + rect(-180, -110, 360, 30, '#e8e1d6');
  s += path('M-170 -110 Q-150 -150 -110 -150 L110 -150 Q150 -150 170 -110 Z', dark);
  for (let i = 0; i < 7; i += 1) s += ellipse(-120 + i * 40, -140, 26, 14, lit, 'opacity="0.7"');
  s += path('M-150 -150 Q-160 -230 -120 -300 Q-100 -360 -60 -380 L60 -380 Q100 -360 120 -300 Q160 -230 150 -150 Z', bronze);
  s += path('M-150 -150 Q-60 -200 0 -180 Q60 -200 150 -150 Q60 -170 0 -165 Q-60 -170 -150 -150 Z', dark);
  s += path('M0 -380 Q-40 -300 -20 -190', 'none', `stroke="${dark}" stroke-width="6"`) + path('M-60 -370 Q-100 -300 -110 -200', 'none', `stroke="${lit}" stroke-width="5"`);
  s += path('M70 -330 Q110 -330 120 -380 L130 -420 Q136 -440 122 -446 Q108 -440 110 -420 L100 -380 Q90 -350 70 -350 Z', lit);
  s += ellipse(-40, -200, 40, 22, lit);
  s += rect(-24, -410, 48, 40, bronze, 10);
  s += ellipse(0, -450, 48, 56, bronze) + ellipse(-48, -440, 10, 24, bronze) + ellipse(48, -440, 10, 24, bronze);
  s += ellipse(0, -500, 40, 20, dark) + circle(0, -516, 18, dark);
  s += ellipse(-14, -462, 20, 30, lit, 'opacity="0.35"');
  return s;
}

/** Guia Lighthouse with its little chapel, base at y = 0. */
export function guiaLighthouse(): string {
  return (
    rect(-60, -40, 120, 40, '#f5f1e8') +
    poly([[-44, -40], [-34, -300], [34, -300], [44, -40]], '#fbf8f2') +
    poly([[0, -40], [34, -300], [44, -40]], '#ebe4d8') +
    rect(-48, -310, 96, 16, '#e9e2d6', 3) +
    rect(-28, -380, 56, 72, '#cfe0e6', 4) +
    line([[-28, -344], [28, -344]], C.slate, 3) +
    path('M-36 -380 Q0 -430 36 -380 Z', C.coral) +
    line([[0, -420], [0, -450]], C.slate, 4) +
    circle(0, -350, 16, C.amberLight, 'opacity="0.95"') +
    rect(-10, -140, 20, 34, C.teal, 10) +
    rect(-10, -230, 20, 30, C.teal, 10) +
    g('translate(110 0)', rect(0, -120, 150, 120, '#fbf8f2') + poly([[-10, -120], [75, -170], [160, -120]], C.coral) + rect(60, -80, 30, 80, C.amberDark, 14) + circle(75, -130, 14, C.amberLight))
  );
}

/** A row of Macanese colonial façades: pastel walls, white trim, arched windows, balconies. */
export function colonialRow(x0: number, colours: string[], w = 240, h = 360): string {
  let s = '';
  colours.forEach((c, i) => {
    const x = x0 + i * w;
    const hh = h - (i % 2) * 30;
    s += rect(x, -hh, w, hh, c) + rect(x, -hh - 20, w, 24, '#ffffff') + rect(x, -hh * 0.55, w, 12, '#ffffff', 0, 'opacity="0.85"');
    for (let k = 0; k < 3; k += 1) {
      const wx = x + 30 + k * 70;
      const arch = (yy: number, ht: number) => path(`M${wx} ${yy} L${wx} ${yy - ht + 22} A22 22 0 0 1 ${wx + 44} ${yy - ht + 22} L${wx + 44} ${yy} Z`, '#ffffff') + path(`M${wx + 6} ${yy} L${wx + 6} ${yy - ht + 24} A16 16 0 0 1 ${wx + 38} ${yy - ht + 24} L${wx + 38} ${yy} Z`, '#3f6e86');
      s += arch(-hh * 0.6, hh * 0.28) + rect(wx - 6, -hh * 0.6, 56, 8, '#ffffff') + line([[wx - 4, -hh * 0.6 + 8], [wx + 48, -hh * 0.6 + 8]], C.ink, 3);
      s += k === 1 ? path(`M${wx} 0 L${wx} ${-hh * 0.3} A22 22 0 0 1 ${wx + 44} ${-hh * 0.3} L${wx + 44} 0 Z`, shade(c, 0.35)) : arch(-20, hh * 0.3);
    }
  });
  return s;
}

/** Senado Square's black-and-white wave mosaic, over an area w × h. */
export function wavePaving(w: number, h: number, base: string = '#f3efe6'): string {
  let s = rect(0, 0, w, h, base);
  // Bands widen towards the viewer, which reads as the square receding into the distance.
  for (let i = 0; i < 5; i += 1) {
    const t = i / 4;
    const y = h * (0.12 + 0.8 * t * t * 0.7 + t * 0.25);
    const amp = 10 + t * 22;
    const wave = 180 + t * 160;
    let d = `M${-wave} ${y}`;
    for (let x = -wave; x < w + wave; x += wave) d += ` q${wave / 4} ${-amp} ${wave / 2} 0 t${wave / 2} 0`;
    s += path(d, 'none', `stroke="#39414d" stroke-width="${(6 + t * 14).toFixed(1)}" stroke-linecap="round" opacity="0.8"`);
  }
  return s;
}

export function rainCloud(x: number, y: number, s: number, tone = '#9aa9b8'): string {
  let drops = '';
  for (let i = 0; i < 7; i += 1) drops += line([[-70 + i * 24, 40 + (i % 2) * 16], [-80 + i * 24, 72 + (i % 2) * 16]], C.tealLight, 5);
  return g(`translate(${x} ${y}) scale(${s})`, drops + ellipse(0, 0, 100, 34, tone) + circle(-40, -18, 38, tone) + circle(20, -34, 50, shade(tone, -0.1)) + circle(66, -8, 30, tone));
}

export function typhoonSwirl(x: number, y: number, r: number, colour: string, opacity = 1): string {
  const arm = (a: number) => g(`rotate(${a})`, path(`M0 0 C${r * 0.6} ${-r * 0.1} ${r * 0.9} ${-r * 0.6} ${r * 0.7} ${-r * 1.1} C${r * 1.2} ${-r * 0.6} ${r * 1.0} ${r * 0.2} 0 ${r * 0.3} Z`, colour));
  return g(`translate(${x} ${y})`, arm(0) + arm(120) + arm(240) + circle(0, 0, r * 0.32, colour) + circle(0, 0, r * 0.16, '#56657e', 'opacity="0.5"'), `opacity="${opacity}"`);
}

export function palm(x: number, y: number, s: number, bend = 0, colour: string = C.greenDark): string {
  const frond = (a: number) => g(`rotate(${a + bend})`, path('M0 0 Q60 -40 140 -10 Q70 -20 0 10 Z', colour));
  return g(`translate(${x} ${y}) scale(${s})`, path(`M-8 0 Q${-10 + bend} -160 ${bend * 2} -320 L${bend * 2 + 14} -320 Q${8 + bend} -160 10 0 Z`, C.woodDark) + g(`translate(${bend * 2 + 6} -320)`, [-160, -120, -60, -20, 20, 200, 150].map(frond).join('')));
}
