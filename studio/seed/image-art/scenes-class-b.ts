// Class moments 5–8: learning-centre small group, sports day, arts and crafts, graduation.
import { mortarboard, paintPots, roundTable, scroll, star, easel } from './class-props.ts';
import { cloud, sun } from './city.ts';
import { balloon, confetti, laptop, courseScreen, tree } from './objects.ts';
import type { Person } from './people.ts';
import { bunting, pinboard, plant, wallAndFloor, windowWithView } from './room.ts';
import { at, harbourView, person } from './scene-kit.ts';
import { C, HAIR, SKIN, blob, circle, g, line, linear, path, poly, rect, svgDoc } from './svg.ts';

const W = 1200;
const H = 800;

export function smallGroup(): string {
  const defs = linear('c5-wall', [[0, '#eef3e6'], [1, '#dfe9d2']]);
  const back: Array<[number, Person]> = [
    [420, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'bob', top: C.coral, bottom: C.slate, pose: 'clap', kid: true }],
    [600, { skin: SKIN[0], hair: HAIR.brown, hairStyle: 'long', top: C.teal, bottom: C.slate, pose: 'wave', lanyard: C.amber }],
    [780, { skin: SKIN[3], hair: HAIR.black, hairStyle: 'crop', top: C.amber, bottom: C.slate, pose: 'raise', kid: true }],
  ];
  const front: Array<[number, Person]> = [
    [300, { skin: SKIN[4], hair: HAIR.black, hairStyle: 'pigtails', top: C.tealLight, bottom: C.slate, kid: true, back: true }],
    [520, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'short', top: C.coralLight, bottom: C.slate, kid: true, back: true }],
    [700, { skin: SKIN[2], hair: HAIR.darkBrown, hairStyle: 'pony', top: C.amber, bottom: C.slate, kid: true, back: true }],
    [900, { skin: SKIN[0], hair: HAIR.blonde, hairStyle: 'crop', top: C.teal, bottom: C.slate, kid: true, back: true }],
  ];
  const body =
    wallAndFloor(W, H, 520, 'url(#c5-wall)', '#cfb592') +
    windowWithView('c5-win', 80, 90, 300, 260, harbourView('c5-view', 300, 260)) +
    pinboard(820, 100, 300, 220, 5) +
    back.map(([x, p]) => person(x, p.kid ? 650 : 660, p.kid ? 1.15 : 1.0, { ...p, seated: true })).join('') +
    roundTable(600, 540, 420) +
    g('translate(520 540) scale(0.32)', laptop(0, 0, 300, courseScreen(272, 158))) +
    rect(640, 520, 90, 16, C.amber, 3) + rect(380, 526, 80, 12, C.coral, 3) + circle(760, 528, 10, C.teal) +
    front.map(([x, p]) => person(x, 900, 1.35, { ...p, seated: true })).join('') +
    plant(1140, 520, 0.9, C.amber);
  return svgDoc(W, H, body, defs);
}

export function sportsDay(): string {
  const defs = linear('c6-sky', [[0, '#8fd0e6'], [1, '#e6f5f4']]) + linear('c6-grass', [[0, '#9fd0a0'], [1, '#6fb07e']]);
  // Striding legs lift the body a little, so runners sit slightly above their shadow line.
  const runner = (x: number, y: number, s: number, p: Person) =>
    person(x, y, s, { ...p, kid: true, arms: [[35, 150], [25, -50]], legs: [[-30, -85], [38, 8]], shortSleeves: true });
  const lanes = Array.from({ length: 5 }, (_, i) => path(`M0 ${560 + i * 48} L${W} ${540 + i * 52}`, 'none', `stroke="#ffffff" stroke-width="4" opacity="0.85"`)).join('');
  const body =
    rect(0, 0, W, H, 'url(#c6-sky)') +
    sun(1040, 120, 46) + cloud(220, 120, 1.1) + cloud(640, 80, 0.8, '#ffffff', 0.7) +
    rect(0, 430, W, 370, 'url(#c6-grass)') +
    tree(90, 450, 1.0) + tree(1130, 450, 1.2, C.greenDark) + tree(980, 440, 0.8) +
    bunting(0, W, 330, 30, [C.coral, C.amber, C.teal, C.offwhite]) +
    path(`M0 540 L${W} 520 L${W} 800 L0 800 Z`, '#d9826a') + lanes +
    line([[880, 520], [880, 800]], '#ffffff', 10) +
    rect(876, 470, 8, 100, C.slate) + rect(876, 480, 8, 300, 'none') +
    line([[880, 560], [880, 760]], C.amber, 6, 'stroke-dasharray="16 12"') +
    runner(260, 640, 1.25, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'crop', top: C.teal, bottom: C.slate }) +
    runner(500, 700, 1.3, { skin: SKIN[4], hair: HAIR.black, hairStyle: 'pigtails', top: C.amber, bottom: C.slate }) +
    runner(740, 770, 1.35, { skin: SKIN[0], hair: HAIR.blonde, hairStyle: 'pony', top: C.coral, bottom: C.slate }) +
    person(1010, 600, 1.0, { skin: SKIN[2], hair: HAIR.darkBrown, hairStyle: 'short', top: C.offwhite, bottom: C.tealDark, pose: 'cheer', lanyard: C.coral });
  return svgDoc(W, H, body, defs);
}

export function artsAndCrafts(): string {
  const defs = linear('c7-wall', [[0, '#fdf1d9'], [1, '#f8e4bd']]);
  const painting = rect(0, 0, 200, 210, '#ffffff') + circle(60, 70, 34, C.amber) + path('M0 210 L0 150 Q60 100 110 150 T200 130 L200 210 Z', C.green) + path('M130 60 q20 -20 40 0 q20 -20 40 0', 'none', `stroke="${C.teal}" stroke-width="6"`);
  const stars = Array.from({ length: 5 }, (_, i) => poly(star(120 + i * 90, 110 + (i % 2) * 40, 28, 12), [C.coral, C.amber, C.teal][i % 3]!)).join('');
  const body =
    wallAndFloor(W, H, 560, 'url(#c7-wall)', '#c9a27a') +
    line([[80, 70], [620, 70]], C.slateMid, 2) + stars +
    Array.from({ length: 4 }, (_, i) => rect(700 + i * 120, 80, 90, 120, [C.coralPale, C.tealPale, C.amberPale, '#ffffff'][i]!, 3) + blob(745 + i * 120, 140, 26, [C.coral, C.teal, C.amber, C.green][i]!, 40 + i)).join('') +
    easel(1010, 640, painting) +
    person(880, 700, 1.45, { skin: SKIN[5], hair: HAIR.black, hairStyle: 'curly', top: C.coral, bottom: C.slate, kid: true, arms: [[10, 6], [70, 120]], shortSleeves: true }) +
    person(300, 790, 1.5, { skin: SKIN[0], hair: HAIR.blonde, hairStyle: 'bun', top: C.teal, bottom: C.slate, pose: 'clap', seated: true, kid: true }) +
    person(560, 790, 1.5, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'short', top: C.amber, bottom: C.slate, pose: 'write', seated: true, kid: true }) +
    rect(120, 640, 660, 26, C.woodLight, 8) + rect(140, 666, 620, 140, C.wood, 6) +
    rect(200, 612, 150, 34, C.tealPale, 3) + circle(250, 628, 12, C.coral) + rect(420, 616, 130, 30, C.amberPale, 3) + path('M430 640 q30 -30 60 0 t50 -6', 'none', `stroke="${C.teal}" stroke-width="5"`) +
    paintPots(560, 640) +
    plant(110, 560, 1, C.teal);
  return svgDoc(W, H, body, defs);
}

export function graduation(): string {
  const defs = linear('c8-wall', [[0, '#cfe6ec'], [1, '#b7d7e1']]) + linear('c8-stage', [[0, C.woodLight], [1, C.woodDark]]);
  const grads: Array<[number, Person, number]> = [
    [220, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'bob', top: C.teal, bottom: C.teal, pose: 'cheer' }, 1.5],
    [470, { skin: SKIN[4], hair: HAIR.black, hairStyle: 'crop', top: C.teal, bottom: C.teal, pose: 'hold', prop: 'none' }, 1.55],
    [720, { skin: SKIN[0], hair: HAIR.auburn, hairStyle: 'pigtails', top: C.teal, bottom: C.teal, pose: 'wave' }, 1.5],
    [970, { skin: SKIN[2], hair: HAIR.darkBrown, hairStyle: 'short', top: C.teal, bottom: C.teal, pose: 'cheer' }, 1.55],
  ];
  const body =
    wallAndFloor(W, H, 600, 'url(#c8-wall)', 'url(#c8-stage)') +
    rect(0, 0, W, 60, C.coral) + path(`M0 60 Q150 140 300 60 Q450 140 600 60 Q750 140 900 60 Q1050 140 1200 60 Z`, C.coralDark) +
    balloon(90, 260, C.amber, 300) + balloon(170, 220, C.coral, 340) + balloon(1090, 250, C.teal, 300) + balloon(1010, 220, C.amber, 340) +
    rect(0, 690, W, 20, C.woodDark, 0, 'opacity="0.4"') +
    grads.map(([x, p, s]) => person(x, 770, s, { ...p, kid: true, skirt: true, shoes: C.ink }) + at(x, 770 - 226 * s, s * 1.15, mortarboard(C.ink, C.amber))).join('') +
    scroll(495, 560) +
    confetti(W, 420, 31, 70) +
    plant(1140, 610, 0.9, C.coral);
  return svgDoc(W, H, body, defs);
}
