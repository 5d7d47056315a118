// Section banners: about (team), for your school, teach abroad, TEFL course.
import { cloud, DUSK, hongKongSkyline, windowDefs } from './city.ts';
import { jpg } from './job.ts';
import { balloon, bookStack, certificate, confetti, courseScreen, laptop, mug, passport, plane, suitcase, tree } from './objects.ts';
import { bunting, lamp, pinboard, plant, wallAndFloor, windowWithView } from './room.ts';
import { heroHome } from './scene-home.ts';
import { harbourView, person } from './scene-kit.ts';
import { schoolBuilding } from './school.ts';
import { C, HAIR, SKIN, blob, circle, g, line, linear, path, rect, svgDoc } from './svg.ts';

function aboutClosing(): string {
  const W = 1600;
  const H = 900;
  const defs = linear('ac-floor', [[0, '#d9c3a5'], [1, '#c7a982']]);
  const team =
    person(300, 860, 1.25, { skin: SKIN[0], hair: HAIR.auburn, hairStyle: 'bob', top: C.coral, bottom: C.slate, pose: 'cheer' }) +
    person(520, 870, 1.3, { skin: SKIN[4], hair: HAIR.black, hairStyle: 'crop', top: C.teal, bottom: C.slate, pose: 'wave', beard: HAIR.black, lanyard: C.amber }) +
    person(740, 860, 1.22, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'bun', top: C.amber, bottom: C.tealDark, skirt: true, pose: 'clap' }) +
    person(950, 870, 1.32, { skin: SKIN[2], hair: HAIR.grey, hairStyle: 'short', top: C.slate, bottom: C.ink, pose: 'hips', glasses: true }) +
    person(1160, 860, 1.24, { skin: SKIN[5], hair: HAIR.black, hairStyle: 'curly', top: C.tealLight, bottom: C.slate, pose: 'cheer' }) +
    person(1370, 868, 1.28, { skin: SKIN[3], hair: HAIR.darkBrown, hairStyle: 'hijab', top: C.coralDark, bottom: C.slate, pose: 'wave', lanyard: C.teal });
  const body =
    wallAndFloor(W, H, 700, C.tealPale, 'url(#ac-floor)', '#a88c66') +
    windowWithView('ac-win', 980, 90, 480, 360, harbourView('ac-view', 480, 360)) +
    pinboard(120, 120, 420, 260, 8) +
    bunting(40, 900, 40, 30, [C.amber, C.coral, C.teal, C.offwhite]) +
    balloon(640, 190, C.coral) +
    balloon(720, 150, C.amber) +
    balloon(800, 200, C.teal) +
    plant(1540, 720, 1.2, C.teal) +
    team +
    confetti(W, 520, 12, 80);
  return svgDoc(W, H, body, defs);
}

function forYourSchool(): string {
  const W = 1600;
  const H = 900;
  const defs = linear('fs-sky', [[0, '#9bd3e4'], [1, '#eaf6f3']]) + linear('fs-ground', [[0, '#bfdcb0'], [1, '#9cc38f']]);
  const body =
    rect(0, 0, W, H, 'url(#fs-sky)') +
    cloud(1300, 150, 1.4) +
    cloud(260, 120, 1.0, '#ffffff', 0.8) +
    rect(0, 700, W, 200, 'url(#fs-ground)') +
    rect(0, 690, W, 30, '#d8cfbf') +
    schoolBuilding(800, 700) +
    tree(150, 720, 1.5) +
    tree(1460, 720, 1.6, C.greenDark) +
    tree(330, 720, 1.0, C.greenDark) +
    rect(560, 760, 480, 140, C.sand, 0, 'opacity="0.7"') +
    person(640, 860, 1.3, { skin: SKIN[1], hair: HAIR.grey, hairStyle: 'side', top: C.slate, bottom: C.ink, glasses: true, arms: [[10, 6], [62, 84]], scarf: C.coral }) +
    person(960, 864, 1.3, { skin: SKIN[0], hair: HAIR.brown, hairStyle: 'pony', top: C.teal, bottom: C.slate, arms: [[10, 6], [62, 84]], lanyard: C.amber }, true);
  return svgDoc(W, H, body, defs);
}

function teachAbroad(): string {
  const W = 1600;
  const H = 900;
  const tones = { ...DUSK, near: '#354a73', mid: '#6f6f99', far: '#c99aa6', hill: '#b98a9a' };
  const defs = linear('ta-sky', [[0, '#f7c98b'], [0.55, '#f6a98a'], [1, '#f9dcc0']]) + windowDefs(tones, 'ta') + linear('ta-ground', [[0, '#5b6b84'], [1, '#3d4a5c']]);
  const body =
    rect(0, 0, W, H, 'url(#ta-sky)') +
    `<circle cx="1160" cy="330" r="120" fill="${C.amberLight}" opacity="0.9"/>` +
    g('translate(0 640) scale(1 0.85)', hongKongSkyline(tones, 'ta')) +
    rect(0, 640, W, 260, 'url(#ta-ground)') +
    rect(0, 760, W, 10, C.amberLight, 0, 'opacity="0.7"') +
    Array.from({ length: 9 }, (_, i) => rect(40 + i * 180, 712, 90, 8, '#ffffff', 3, 'opacity="0.75"')).join('') +
    g('translate(1050 240) rotate(-14) scale(1.25)', plane(C.coral)) +
    // The raised right hand holds the passport; the left hand rests on the suitcase handle.
    suitcase(408, 880, C.coral) +
    person(560, 870, 1.4, { skin: SKIN[3], hair: HAIR.black, hairStyle: 'short', top: C.teal, bottom: C.slate, arms: [[22, 10], [150, 165]], scarf: C.amber }) +
    passport(672, 350, 1.4);
  return svgDoc(W, H, body, defs);
}

function teflCourse(): string {
  const W = 1600;
  const H = 900;
  const defs = linear('tc-wall', [[0, '#e4f0f2'], [1, '#cfe6ec']]) + linear('tc-desk', [[0, C.woodLight], [1, C.wood]]);
  const body =
    rect(0, 0, W, H, 'url(#tc-wall)') +
    blob(380, 300, 260, C.amberPale, 3) +
    blob(1330, 250, 220, C.coralPale, 6) +
    certificate(170, 140, 380) +
    windowWithView('tc-win', 1150, 110, 300, 330, harbourView('tc-view', 300, 330)) +
    lamp(1000, 110, 0) +
    rect(0, 680, W, 96, 'url(#tc-desk)') +
    rect(0, 776, W, 10, C.woodLight) +
    rect(0, 786, W, 114, C.woodDark) +
    rect(0, 786, W, 16, C.ink, 0, 'opacity="0.12"') +
    // Notebook with a pen, and reading glasses, lying on the desk in front of the laptop.
    path('M1120 720 L1330 712 L1350 764 L1130 774 Z', C.amberPale) + path('M1120 720 L1330 712 L1332 718 L1122 726 Z', C.amber) +
    line([[1150, 740], [1300, 734]], C.slateLight, 3) + line([[1152, 752], [1270, 748]], C.slateLight, 3) +
    line([[1180, 766], [1330, 726]], C.tealDark, 7) +
    g('translate(330 740)', circle(-34, 0, 22, 'none', `stroke="${C.ink}" stroke-width="5"`) + circle(34, 0, 22, 'none', `stroke="${C.ink}" stroke-width="5"`) + line([[-12, -4], [12, -4]], C.ink, 5)) +
    laptop(560, 706, 520, courseScreen(492, 294)) +
    bookStack(200, 706, 210, [C.teal, C.amber, C.coral, C.tealLight]) +
    mug(1190, 700, C.coral) +
    plant(1420, 700, 1.1, C.amber);
  return svgDoc(W, H, body, defs);
}

export const pageJobs = [
  jpg('hero-home', 1920, 1080, heroHome),
  jpg('about-closing', 1600, 900, aboutClosing),
  jpg('for-your-school', 1600, 900, forYourSchool),
  jpg('teach-abroad', 1600, 900, teachAbroad),
  jpg('tefl-course', 1600, 900, teflCourse),
];
