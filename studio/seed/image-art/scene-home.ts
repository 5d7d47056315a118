// Home page hero: a bright classroom, a teacher at the whiteboard, Hong Kong through the window.
import { bookshelf, bunting, clock, desk, plant, wallAndFloor, whiteboard, windowWithView } from './room.ts';
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
    front += person(x, 1140, 1.55, { ...p, kid: true, back: true, seated: true });
    // Chair backs in the foreground anchor the pupils to their seats.
    front += rect(x - 70, 1010, 140, 60, C.woodDark, 12) + rect(x - 60, 1020, 120, 12, C.wood, 6);
  }
  const body =
    wallAndFloor(W, H, floorY, C.cream, 'url(#hh-floor)') +
    windowWithView('hh-win', 1230, 150, 560, 470, harbourView('hh-view', 560, 470)) +
    poly([[1230, 640], [1790, 640], [1600, 1080], [900, 1080]], 'url(#hh-light)') +
    bunting(80, 1120, 60, 26, [C.coral, C.amber, C.teal, C.tealLight]) +
    whiteboard(250, 190, 640, 380) +
    clock(1030, 170, 42) +
    bookshelf(40, 470, 150, 360, 4) +
    plant(1880, 830, 1.4, C.amber) +
    plant(115, 470, 0.8, C.teal) +
    person(1000, 840, 1.45, { skin: SKIN[2], hair: HAIR.darkBrown, hairStyle: 'long', top: C.teal, bottom: C.slate, pose: 'point', lanyard: C.amber }, true) +
    front;
  return svgDoc(W, H, body, defs);
}
