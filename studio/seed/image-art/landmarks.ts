// Landmarks drawn large: Tian Tan Buddha, Guia Lighthouse, Macanese colonial façades, Senado Square paving.
import { C, circle, ellipse, g, line, path, poly, rect, shade } from './svg.ts';

/** Seated bronze Buddha on a three-tier altar (after Tian Tan), base at y = 0, about 560 tall. */
export function bigBuddha(bronze = '#4f7f86'): string {
  const lit = shade(bronze, -0.2);
  const dark = shade(bronze, 0.22);
  let s = '';
  s += rect(-300, -44, 600, 44, '#e8e1d6') + rect(-250, -88, 500, 44, '#f1ebe1') + rect(-210, -122, 420, 34, '#e8e1d6');
  s += rect(-300, -44, 600, 6, '#ffffff', 0, 'opacity="0.6"') + rect(-250, -88, 500, 6, '#ffffff', 0, 'opacity="0.6"');
  // Lotus throne.
  for (let i = 0; i < 9; i += 1) s += path(`M${-200 + i * 50} -122 Q${-200 + i * 50 - 22} -160 ${-200 + i * 50 + 25} -178 Q${-200 + i * 50 + 72} -160 ${-200 + i * 50 + 50} -122 Z`, i % 2 ? dark : bronze);
  // Crossed legs and lap.
  s += path('M-230 -170 Q-240 -250 -150 -262 L150 -262 Q240 -250 230 -170 Z', bronze) + path('M-230 -170 Q0 -200 230 -170 Q0 -230 -230 -170 Z', dark, 'opacity="0.6"');
  // Robe and torso: broad shoulders narrowing slightly to the waist.
  s += path('M-170 -250 Q-190 -360 -150 -440 Q-120 -480 -60 -488 L60 -488 Q120 -480 150 -440 Q190 -360 170 -250 Z', bronze);
  s += path('M60 -488 Q20 -400 40 -250 L10 -250 Q-6 -380 30 -488 Z', dark, 'opacity="0.7"');
  s += path('M-150 -440 Q-170 -360 -160 -256', 'none', `stroke="${lit}" stroke-width="8" stroke-linecap="round"`);
  // Right hand raised, palm outward; left hand resting on the lap.
  s += path('M-130 -300 Q-140 -360 -120 -420 L-88 -416 Q-102 -360 -96 -300 Z', lit);
  s += ellipse(-104, -440, 26, 34, lit) + rect(-126, -488, 10, 40, lit, 5) + rect(-112, -494, 10, 44, lit, 5) + rect(-98, -490, 10, 40, lit, 5);
  s += ellipse(70, -272, 60, 20, lit);
  // Head: long ears, curls and the crown bun.
  s += rect(-30, -520, 60, 40, bronze, 12);
  s += ellipse(0, -575, 62, 72, bronze) + ellipse(-60, -565, 12, 36, bronze) + ellipse(60, -565, 12, 36, bronze);
  for (let i = 0; i < 9; i += 1) s += circle(-48 + i * 12, -628 + Math.abs(i - 4) * 4, 11, dark);
  s += ellipse(0, -650, 30, 18, dark) + circle(0, -664, 14, dark);
  s += ellipse(-22, -590, 22, 34, lit, 'opacity="0.35"');
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
