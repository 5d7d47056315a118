// Eight fictional partner-school logos: emblem + name, transparent PNG, readable down to 160 px wide.
import { star } from './class-props.ts';
import { png, type ImageJob } from './job.ts';
import { C, circle, ellipse, g, line, path, poly, rect } from './svg.ts';

interface Logo {
  main: string;
  sub: string;
  ink: string;
  accent: string;
  serif?: boolean;
  upper?: boolean;
  emblem: () => string;
}

const LOGOS: Logo[] = [
  {
    main: 'Harbourview',
    sub: 'International Kindergarten',
    ink: C.tealDark,
    accent: C.amber,
    emblem: () =>
      circle(0, 0, 78, C.teal) +
      circle(0, -8, 28, C.amber) +
      `<clipPath id="lg1"><circle cx="0" cy="0" r="78"/></clipPath><g clip-path="url(#lg1)">` +
      path('M-90 20 q22 -16 45 0 t45 0 t45 0 t45 0 L90 90 L-90 90 Z', C.tealLight) +
      path('M-90 44 q22 -16 45 0 t45 0 t45 0 t45 0 L90 90 L-90 90 Z', C.tealMid) +
      `</g>`,
  },
  {
    main: 'Peak',
    sub: 'Learning Centre',
    ink: C.slate,
    accent: C.green,
    upper: true,
    emblem: () => rect(-76, -76, 152, 152, C.slate, 30) + poly([[-60, 46], [-14, -40], [14, 8], [30, -16], [62, 46]], C.green) + poly([[-14, -40], [-2, -18], [-26, -18]], '#ffffff') + circle(36, -40, 12, C.amber),
  },
  {
    main: 'Lotus',
    sub: 'Bilingual School',
    ink: '#9b3b52',
    accent: C.coral,
    serif: true,
    emblem: () => {
      const petal = (a: number, c: string) => g(`rotate(${a})`, path('M0 30 Q-32 -10 0 -70 Q32 -10 0 30 Z', c));
      return circle(0, 0, 80, '#fde3dc') + petal(-60, C.coralLight) + petal(60, C.coralLight) + petal(-30, C.coral) + petal(30, C.coral) + petal(0, '#d8576b') + path('M-60 44 Q0 70 60 44', 'none', `stroke="${C.green}" stroke-width="8" stroke-linecap="round"`);
    },
  },
  {
    main: 'Kowloon Bay',
    sub: 'Primary Academy',
    ink: '#1d3557',
    accent: C.amber,
    serif: true,
    emblem: () =>
      path('M-66 -70 L66 -70 L66 0 Q66 56 0 82 Q-66 56 -66 0 Z', '#1d3557') +
      path('M-54 -58 L54 -58 L54 0 Q54 46 0 68 Q-54 46 -54 0 Z', 'none', `stroke="${C.amber}" stroke-width="4"`) +
      path('M-40 -20 Q-20 -30 0 -18 Q20 -30 40 -20 L40 30 Q20 20 0 32 Q-20 20 -40 30 Z', '#ffffff') +
      line([[0, -18], [0, 32]], '#1d3557', 3) +
      poly(star(0, -42, 12, 5), C.amber),
  },
  {
    main: 'Taipa',
    sub: 'English Hub',
    ink: C.teal,
    accent: C.coral,
    upper: true,
    emblem: () =>
      path('M-70 -60 Q-70 -76 -54 -76 L54 -76 Q70 -76 70 -60 L70 24 Q70 40 54 40 L-10 40 L-40 72 L-34 40 L-54 40 Q-70 40 -70 24 Z', C.coral) +
      circle(-30, -18, 11, '#ffffff') + circle(0, -18, 11, '#ffffff') + circle(30, -18, 11, '#ffffff'),
  },
  {
    main: 'Victoria',
    sub: 'Phonics Studio',
    ink: '#6b3fa0',
    accent: C.amber,
    emblem: () =>
      g('rotate(-8)', rect(-74, -20, 60, 60, C.amber, 10) + rect(-6, -26, 60, 60, C.coral, 10) + rect(-40, -82, 60, 60, '#6b3fa0', 10)) +
      `<text x="-10" y="-38" font-family="Liberation Sans" font-weight="bold" font-size="40" fill="#ffffff" text-anchor="middle" transform="rotate(-8)">A</text>` +
      `<text x="-44" y="24" font-family="Liberation Sans" font-weight="bold" font-size="38" fill="#ffffff" text-anchor="middle" transform="rotate(-8)">b</text>` +
      `<text x="24" y="18" font-family="Liberation Sans" font-weight="bold" font-size="38" fill="#ffffff" text-anchor="middle" transform="rotate(-8)">c</text>`,
  },
  {
    main: 'Cotai',
    sub: 'Language Institute',
    ink: C.tealDeep,
    accent: C.tealMid,
    serif: true,
    upper: true,
    emblem: () =>
      circle(0, 0, 76, C.tealDeep) +
      circle(0, 0, 60, 'none', `stroke="${C.tealLight}" stroke-width="5"`) +
      ellipse(0, 0, 26, 60, 'none', `stroke="${C.tealLight}" stroke-width="5"`) +
      line([[-60, 0], [60, 0]], C.tealLight, 5) +
      path('M-52 -30 Q0 -18 52 -30 M-52 30 Q0 18 52 30', 'none', `stroke="${C.tealLight}" stroke-width="4"`) +
      circle(48, -48, 14, C.amber),
  },
  {
    main: 'Lantau',
    sub: 'Bright Minds',
    ink: C.greenDark,
    accent: C.amber,
    emblem: () => {
      let rays = '';
      for (let i = 0; i < 9; i += 1) {
        const a = Math.PI + (i / 8) * Math.PI;
        rays += line([[Math.cos(a) * 54, 10 + Math.sin(a) * 54], [Math.cos(a) * 76, 10 + Math.sin(a) * 76]], C.amber, 8);
      }
      return rays + path('M-42 10 A42 42 0 0 1 42 10 Z', C.amber) + path('M-84 40 Q-30 -4 10 30 Q44 0 84 40 L84 56 L-84 56 Z', C.green) + path('M-84 56 Q0 30 84 56 L84 66 L-84 66 Z', C.greenDark);
    },
  },
];

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function drawLogo(l: Logo, i: number): string {
  const family = l.serif ? 'Liberation Serif' : 'Liberation Sans';
  const main = l.upper ? l.main.toUpperCase() : l.main;
  // Size the name to the space beside the emblem; glyphs average ~0.62em (caps ~0.72em) in these faces.
  const perChar = l.upper ? 0.72 : 0.6;
  const mainSize = Math.min(72, Math.floor(262 / (main.length * perChar)));
  // Long descriptors wrap onto two lines so they stay legible when the logo is shown small.
  const words = l.sub.split(' ');
  const lines = l.sub.length > 18 && words.length > 1 ? [words.slice(0, -1).join(' '), words.at(-1) ?? ''] : [l.sub];
  const longest = Math.max(...lines.map((t) => t.length));
  const subSize = Math.min(lines.length > 1 ? 34 : 30, Math.floor(262 / (longest * 0.52)));
  const top = lines.length > 1 ? 100 : 118;
  const body =
    g('translate(112 120) scale(1.12)', l.emblem()) +
    `<text x="218" y="${top + mainSize * 0.1}" font-family="${family}" font-weight="bold" font-size="${mainSize}" fill="${l.ink}"${l.upper ? ' letter-spacing="2"' : ''}>${esc(main)}</text>` +
    rect(220, top + 18 + mainSize * 0.1, 48, 5, l.accent, 2) +
    lines
      .map((t, k) => `<text x="219" y="${top + 60 + k * (subSize + 4) + mainSize * 0.1}" font-family="${family}" font-size="${subSize}" fill="${l.ink}" opacity="0.85">${esc(t)}</text>`)
      .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240" data-logo="${i}">${body}</svg>`;
}

export const logoJobs: ImageJob[] = LOGOS.map((l, i) => png(`partner-0${i + 1}`, 480, 240, () => drawLogo(l, i)));
