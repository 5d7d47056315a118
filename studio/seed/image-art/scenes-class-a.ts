// Class moments 1–4: circle time, phonics cards, reading corner, secondary debate.
import { beanbag, lectern, pictureCard } from './class-props.ts';
import { bookStack } from './objects.ts';
import { bookshelf, bunting, clock, cube, lamp, plant, rug, wallAndFloor, whiteboard, windowWithView } from './room.ts';
import { at, deskKid, floorKid, harbourView, person } from './scene-kit.ts';
import { C, HAIR, SKIN, blob, g, linear, rect, svgDoc } from './svg.ts';

const W = 1200;
const H = 800;

export function circleTime(): string {
  const defs = linear('c1-floor', [[0, '#e9cfa8'], [1, '#d9b88a']]);
  const body =
    wallAndFloor(W, H, 520, C.amberPale, 'url(#c1-floor)') +
    windowWithView('c1-win', 820, 90, 280, 250, harbourView('c1-view', 280, 250)) +
    bunting(40, 760, 40, 22, [C.coral, C.teal, C.amber]) +
    Array.from({ length: 5 }, (_, i) => pictureCard(90 + i * 130, 130, 100, i, [C.coral, C.teal, C.amber, C.green, C.tealLight][i]!)).join('') +
    rug(600, 640, 520, 130, [C.teal, C.tealLight, C.tealPale, C.amberLight]) +
    cube(60, 560, 60, C.coral) + cube(80, 500, 54, C.amber) + cube(130, 560, 56, C.teal) +
    person(600, 560, 1.05, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'bun', top: C.coral, bottom: C.slate, pose: 'hold', prop: 'book', propColor: C.amber, seated: false }) +
    floorKid(360, 620, 0.9, { skin: SKIN[0], hair: HAIR.blonde, hairStyle: 'pigtails', top: C.amber, bottom: C.teal, pose: 'raise' }) +
    floorKid(480, 700, 1.0, { skin: SKIN[3], hair: HAIR.black, hairStyle: 'crop', top: C.teal, bottom: C.slate, back: true }) +
    floorKid(720, 700, 1.0, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'bob', top: C.coralLight, bottom: C.slate, back: true }) +
    floorKid(840, 620, 0.9, { skin: SKIN[4], hair: HAIR.black, hairStyle: 'curly', top: C.green, bottom: C.slate, pose: 'clap' }) +
    floorKid(250, 700, 1.0, { skin: SKIN[2], hair: HAIR.darkBrown, hairStyle: 'pony', top: C.coral, bottom: C.slate, back: true }) +
    floorKid(960, 700, 1.0, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'short', top: C.amber, bottom: C.slate, back: true }) +
    plant(1130, 540, 0.9, C.teal);
  return svgDoc(W, H, body, defs);
}

export function phonicsCards(): string {
  const defs = linear('c2-wall', [[0, '#dff0ee'], [1, '#cfe6e4']]);
  const body =
    wallAndFloor(W, H, 560, 'url(#c2-wall)', '#d2b48c') +
    blob(300, 250, 230, C.amberPale, 2) +
    Array.from({ length: 6 }, (_, i) => pictureCard(640 + (i % 3) * 170, 50 + Math.floor(i / 3) * 165, 105, i + 1, [C.teal, C.coral, C.amber][i % 3]!)).join('') +
    plant(80, 580, 1, C.coral) +
    person(300, 660, 1.55, { skin: SKIN[0], hair: HAIR.brown, hairStyle: 'short', top: C.amber, bottom: C.slate, pose: 'raise', beard: HAIR.brown, lanyard: C.teal }) +
    pictureCard(350, 40, 150, 0, C.coral) +
    deskKid(600, 640, 1.45, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'bob', top: C.teal, bottom: C.slate, pose: 'raise' }) +
    deskKid(850, 660, 1.45, { skin: SKIN[4], hair: HAIR.black, hairStyle: 'crop', top: C.coral, bottom: C.slate, pose: 'clap' }) +
    deskKid(1090, 640, 1.45, { skin: SKIN[2], hair: HAIR.darkBrown, hairStyle: 'pony', top: C.amber, bottom: C.slate, pose: 'raise' });
  return svgDoc(W, H, body, defs);
}

export function readingCorner(): string {
  const defs = linear('c3-wall', [[0, '#fbe9dc'], [1, '#f6dcc8']]);
  const body =
    wallAndFloor(W, H, 560, 'url(#c3-wall)', '#c9a27a') +
    bookshelf(60, 150, 360, 420, 12) +
    bookshelf(900, 220, 240, 350, 19) +
    g('translate(560 0)', lamp(0, 120, 0)) +
    rug(620, 680, 460, 100, [C.coral, C.coralLight, C.amberPale]) +
    at(420, 700, 1.35, beanbag(0, 0, C.teal)) +
    at(840, 700, 1.35, beanbag(0, 0, C.amber)) +
    floorKid(420, 650, 1.3, { skin: SKIN[5], hair: HAIR.black, hairStyle: 'pigtails', top: C.amberLight, bottom: C.coral, pose: 'hold', prop: 'book', propColor: C.coral }) +
    floorKid(840, 650, 1.3, { skin: SKIN[0], hair: HAIR.auburn, hairStyle: 'crop', top: C.coral, bottom: C.slate, pose: 'hold', prop: 'book', propColor: C.teal }) +
    floorKid(630, 760, 1.35, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'bob', top: C.tealLight, bottom: C.slate, pose: 'hold', prop: 'book', propColor: C.amber }) +
    bookStack(1030, 790, 110, [C.teal, C.coral, C.amber]) +
    plant(1150, 570, 0.8, C.coral) +
    clock(640, 300, 36);
  return svgDoc(W, H, body, defs);
}

export function debate(): string {
  const defs = linear('c4-wall', [[0, '#d6e4ec'], [1, '#c2d6e2']]);
  const audience = [
    { x: 180, skin: SKIN[1], hair: HAIR.black, style: 'bob', top: C.slate },
    { x: 420, skin: SKIN[3], hair: HAIR.black, style: 'crop', top: C.tealDark },
    { x: 660, skin: SKIN[0], hair: HAIR.blonde, style: 'pony', top: C.slateMid },
    { x: 900, skin: SKIN[4], hair: HAIR.black, style: 'curly', top: C.slate },
    { x: 1120, skin: SKIN[2], hair: HAIR.darkBrown, style: 'short', top: C.tealDark },
  ] as const;
  const body =
    wallAndFloor(W, H, 600, 'url(#c4-wall)', '#b99b7a') +
    whiteboard(380, 80, 440, 240, 1) +
    rect(0, 520, W, 80, C.tealDark, 0, 'opacity="0.15"') +
    person(250, 590, 1.15, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'crop', top: C.tealDark, bottom: C.slate, pose: 'point', scarf: C.amber, glasses: true }) +
    person(950, 590, 1.15, { skin: SKIN[4], hair: HAIR.black, hairStyle: 'bun', top: C.coralDark, bottom: C.slate, pose: 'wave', scarf: C.amberLight }, true) +
    lectern(250, 600, C.tealMid) +
    lectern(950, 600, C.coral) +
    audience.map((a) => person(a.x, 1040, 1.25, { skin: a.skin, hair: a.hair, hairStyle: a.style, top: a.top, bottom: C.slate, back: true, seated: true, kid: false })).join('') +
    plant(600, 600, 0.9, C.amber);
  return svgDoc(W, H, body, defs);
}
