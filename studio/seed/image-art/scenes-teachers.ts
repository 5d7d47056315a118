// Six teachers: a clean portrait and a hover scene of the same person waving in class.
import { harbourView, at } from './scene-kit.ts';
import { jpg, type ImageJob } from './job.ts';
import { face, hairLayer, torso, type Teacher } from './portrait.ts';
import { bookshelf, plant, whiteboard, windowWithView } from './room.ts';
import { C, HAIR, SKIN, blob, circle, ellipse, g, line, linear, radial, rect, shade, svgDoc } from './svg.ts';

export const TEACHERS: Teacher[] = [
  { skin: SKIN[0], hair: HAIR.auburn, hairStyle: 'long', top: C.teal, accent: C.amber, neckline: 'cardigan', earrings: C.amber, lips: '#b8514a' },
  { skin: SKIN[4], hair: HAIR.black, hairStyle: 'crop', top: C.amber, accent: C.teal, neckline: 'collar', beard: HAIR.black },
  { skin: SKIN[1], hair: HAIR.black, hairStyle: 'bob', top: C.coral, accent: C.tealLight, neckline: 'crew', glasses: true, lips: '#b24c4c' },
  { skin: SKIN[2], hair: HAIR.grey, hairStyle: 'side', top: C.slate, accent: C.coral, neckline: 'blazer', glasses: true, beard: '#a9a6a2', age: 'older' },
  { skin: SKIN[5], hair: HAIR.black, hairStyle: 'curly', top: C.tealLight, accent: C.coral, neckline: 'crew', earrings: C.amberLight, lips: '#6e2d2d' },
  { skin: SKIN[3], hair: HAIR.darkBrown, hairStyle: 'short', top: C.tealMid, accent: C.amber, neckline: 'collar', lanyard: C.coral },
];

function portrait(t: Teacher, i: number): string {
  const bg = [C.amberPale, C.tealPale, C.coralPale][i % 3]!;
  const ring = [C.amber, C.tealLight, C.coralLight][i % 3]!;
  const defs = radial(`tp-bg${i}`, [[0, '#ffffff'], [1, bg]], 0.5, 0.4, 0.8);
  const body =
    rect(0, 0, 800, 1000, `url(#tp-bg${i})`) +
    blob(400, 440, 330, ring, 30 + i, 'opacity="0.55"') +
    sprig(i % 2 ? 650 : 150, 720, i % 2 ? 18 : -18, i % 2 ? C.greenDark : C.green) +
    sprig(i % 2 ? 170 : 630, 780, i % 2 ? -24 : 24, i % 2 ? C.green : C.greenDark) +
    circle(130 + (i % 2) * 540, 170, 26, t.accent, 'opacity="0.7"') +
    circle(680 - (i % 2) * 540, 820, 40, t.accent, 'opacity="0.35"') +
    g('translate(400 420) scale(1.25)', hairLayer(t)) +
    g('translate(400 640) scale(1.25)', torso(t)) +
    g('translate(400 420) scale(1.25)', face(t));
  return svgDoc(800, 1000, body, defs, { vignette: 0.08 });
}

/** A leafy stem rising behind the sitter, for a finished background. */
function sprig(x: number, y: number, lean: number, colour: string): string {
  let leaves = '';
  for (let k = 0; k < 5; k += 1) {
    const ly = -60 - k * 70;
    leaves += g(`translate(${lean * k * 0.4} ${ly}) rotate(${k % 2 ? 40 : -40})`, ellipse(k % 2 ? 30 : -30, 0, 36, 14, colour));
  }
  return g(`translate(${x} ${y}) rotate(${lean})`, line([[0, 0], [lean * 0.8, -380]], colour, 6) + leaves, 'opacity="0.55"');
}

function hand(x: number, y: number, skin: string, angle: number): string {
  const fingers = [-30, -12, 6, 24].map((dx, k) => line([[dx, -10], [dx * 1.15, -68 + Math.abs(k - 1.5) * 8]], skin, 22)).join('');
  return g(`translate(${x} ${y}) rotate(${angle})`, fingers + line([[-38, 20], [-66, -14]], skin, 22) + ellipse(0, 14, 44, 48, skin));
}

function hover(t: Teacher, i: number): string {
  const wall = [C.cream, '#e6f0ee', '#f6e6dc'][i % 3]!;
  const defs = linear(`th-wall${i}`, [[0, wall], [1, shade(wall, 0.06)]]);
  const sleeve = shade(t.top, 0.1);
  const torsoTop = 610;
  const scene =
    rect(0, 0, 800, 1000, `url(#th-wall${i})`) +
    (i % 2 === 0
      ? windowWithView(`th-win${i}`, 460, 90, 300, 330, harbourView(`th-view${i}`, 300, 330)) + whiteboard(-80, 120, 420, 300, 1)
      : whiteboard(420, 110, 460, 320, 0) + bookshelf(30, 260, 200, 520, 7 + i)) +
    plant(i % 2 === 0 ? 90 : 720, 1000, 1.3, t.accent) +
    rect(0, 880, 800, 120, shade(wall, 0.12));
  // Arms and book are drawn inside the torso group, so y is relative to the neck base.
  const waveArm = line([[200, 110], [320, 300], [335, 20]], sleeve, 86) + hand(340, -60, t.skin, 8);
  const book =
    g('translate(-60 250) rotate(-10)', rect(-100, -125, 200, 250, t.accent, 12) + rect(-100, -125, 18, 250, shade(t.accent, 0.2)) + rect(-50, -60, 110, 12, '#ffffff', 5, 'opacity="0.75"') + rect(-50, -34, 80, 10, '#ffffff', 5, 'opacity="0.55"') + rect(90, -118, 8, 236, '#fffaf0'));
  const holdArm = line([[-200, 110], [-235, 300], [-150, 270]], sleeve, 86) + ellipse(-140, 250, 40, 46, t.skin) + line([[-120, 214], [-92, 204]], t.skin, 22);
  const x = 380;
  const person = g(`translate(${x} ${torsoTop - 196}) rotate(-4)`, hairLayer(t)) + at(x, torsoTop, 1, torso(t, 520, 420) + waveArm + book + holdArm) + g(`translate(${x} ${torsoTop - 196}) rotate(-4)`, face(t, 'laugh'));
  return svgDoc(800, 1000, scene + person, defs, { vignette: 0.1 });
}

export const teacherJobs: ImageJob[] = TEACHERS.flatMap((t, i) => {
  const n = String(i + 1).padStart(2, '0');
  return [jpg(`teacher-${n}`, 800, 1000, () => portrait(t, i)), jpg(`teacher-${n}-hover`, 800, 1000, () => hover(t, i))];
});
