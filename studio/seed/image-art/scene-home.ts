// Home page hero: a bright classroom, a teacher at the whiteboard, Hong Kong through the window.
import { bookStack } from './objects.ts';
import { bookshelf, bunting, clock, cubbies, desk, globe, plant, wallAndFloor, whiteboard, windowWithView } from './room.ts';
import { harbourView, person } from './scene-kit.ts';
import type { Person } from './people.ts';
import { C, HAIR, SKIN, linear, poly, rect, svgDoc } from './svg.ts';

export function heroHome(): string {
  const W = 1920;
  const H = 1080;
  const floorY = 820;
  const defs = linear('hh-floor', [[0, C.woodLight], [1, C.wood]]) + linear('hh-light', [[0, '#fff6d8', 0.55], [1, '#fff6d8', 0]]);
  const pupils: Array<{ x: number; p: Person }> = [
    { x: 330, p: { skin: SKIN[1], hair: HAIR.black, hairStyle: 'bob', top: C.coral, bottom: C.slate } },
    { x: 700, p: { skin: SKIN[4], hair: HAIR.black, hairStyle: 'curly', top: C.amber, bottom: C.slate, pose: 'raise' } },
    { x: 1070, p: { skin: SKIN[0], hair: HAIR.blonde, hairStyle: 'pony', top: C.tealLight, bottom: C.slate } },
    { x: 1440, p: { skin: SKIN[2], hair: HAIR.darkBrown, hairStyle: 'crop', top: C.teal, bottom: C.slate } },
  ];
  let front = '';
  for (const { x, p } of pupils) {
    front += desk(x - 150, 905, 300, C.woodLight);
    front += bookStack(x + 70, 905, 60, [C.coral, C.teal].slice(0, 1 + (x % 2)));
    front += rect(x - 130, 880, 36, 26, C.amberLight, 4) + rect(x - 124, 862, 6, 22, C.coral, 2) + rect(x - 112, 858, 6, 26, C.teal, 2);
    front += person(x, 1140, 1.55, { ...p, kid: true, back: true, seated: true });
    // Chair backs in the foreground overlap the pupils' lower backs, so they read as seated.
    front += rect(x - 84, 990, 168, 70, C.woodDark, 14) + rect(x - 72, 1002, 144, 14, C.wood, 7) + rect(x - 60, 1060, 14, 30, C.slate) + rect(x + 46, 1060, 14, 30, C.slate);
  }
  const body =
    wallAndFloor(W, H, floorY, C.cream, 'url(#hh-floor)') +
    windowWithView('hh-win', 1230, 150, 560, 470, harbourView('hh-view', 560, 470)) +
    poly([[1230, 640], [1790, 640], [1600, 1080], [900, 1080]], 'url(#hh-light)') +
    bunting(80, 1120, 60, 26, [C.coral, C.amber, C.teal, C.tealLight]) +
    whiteboard(250, 190, 640, 380) +
    clock(1030, 170, 42) +
    bookshelf(40, 470, 150, 360, 4) +
    cubbies(1250, 660, 520, 160) +
    globe(1700, 660, 44) +
    plant(1880, 830, 1.4, C.amber) +
    plant(115, 470, 0.8, C.teal) +
    person(1000, 840, 1.45, { skin: SKIN[2], hair: HAIR.darkBrown, hairStyle: 'long', top: C.teal, bottom: C.slate, pose: 'point', lanyard: C.amber }, true) +
    front;
  return svgDoc(W, H, body, defs);
}
