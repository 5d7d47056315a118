// Hong Kong destination guide pictures.
import { cloud, DAY, DUSK, ferry, hongKongSkyline, island, junk, sun, water, windowDefs } from './city.ts';
import { chopsticks, cup, eggTart, plate, steamer, teapot } from './food.ts';
import { coins, frame, keys, kitchenette, sofa } from './home.ts';
import { guideJobs, type ImageJob } from './job.ts';
import { bigBuddha, rainCloud, typhoonSwirl, palm } from './landmarks.ts';
import { bookStack, mug, plane } from './objects.ts';
import { plant, wallAndFloor, windowWithView } from './room.ts';
import { harbourView, person } from './scene-kit.ts';
import { mtrTrain, runway, terminal, tram } from './transport.ts';
import { C, HAIR, SKIN, blob, circle, ellipse, g, line, linear, path, rect, svgDoc } from './svg.ts';

const W = 1600;
const H = 1000;

function hero(): string {
  const defs = linear('hk1-sky', [[0, '#f4a98a'], [0.5, '#f8c98f'], [1, '#fde6c2']]) + windowDefs(DUSK, 'hk1');
  const body =
    rect(0, 0, W, H, 'url(#hk1-sky)') +
    sun(1200, 380, 90, '#fde29a') +
    cloud(260, 160, 1.5, '#ffffff', 0.5) + cloud(900, 120, 1.1, '#ffffff', 0.45) +
    g('translate(0 720)', hongKongSkyline(DUSK, 'hk1')) +
    water(720, W, 280, '#b0607a', '#3b3f6b', 'hk1-water', 8) +
    // A squashed, faded mirror image of the skyline reads as its reflection in the harbour.
    g('translate(0 722) scale(1 -0.42)', hongKongSkyline(DUSK, 'hk1'), 'opacity="0.25" filter="url(#soft)"') +
    g('translate(430 860) scale(1.1)', ferry()) +
    g('translate(1180 800) scale(0.9)', junk());
  return svgDoc(W, H, body, defs);
}

function sights(): string {
  const defs = linear('hk2-sky', [[0, '#9fd6e6'], [1, '#eef8f4']]);
  const cable = (t: number) => [-20 + t * 760, 780 - t * 800] as const;
  const cabins = [0.25, 0.55, 0.85]
    .map((t) => {
      const [x, y] = cable(t);
      return g(`translate(${x} ${y})`, line([[0, 0], [0, 34]], C.slate, 4) + rect(-40, 34, 80, 70, C.coral, 16) + rect(-30, 46, 60, 30, '#cfe9f0', 6) + rect(-40, 90, 80, 6, C.coralDark, 3));
    })
    .join('');
  let steps = '';
  for (let i = 0; i < 12; i += 1) steps += rect(1010 - 30 - i * 9, 660 + i * 22, 60 + i * 18, 10, '#f1ebe1', 2);
  const body =
    rect(0, 0, W, H, 'url(#hk2-sky)') +
    sun(1420, 140, 56) + cloud(520, 170, 1.2) + cloud(1240, 300, 0.9, '#ffffff', 0.7) +
    path('M0 640 Q300 430 620 540 Q800 380 1050 470 Q1300 360 1600 520 L1600 1000 L0 1000 Z', '#9cc9bd') +
    path('M0 800 Q300 640 700 700 Q900 600 1010 640 Q1300 600 1600 720 L1600 1000 L0 1000 Z', '#6aa996') +
    steps +
    path('M0 900 Q400 820 800 880 Q1200 820 1600 900 L1600 1000 L0 1000 Z', C.greenDark) +
    g('translate(1010 650) scale(0.82)', bigBuddha()) +
    line([cable(0) as unknown as [number, number], cable(1) as unknown as [number, number]], C.slate, 3) +
    cabins +
    palm(1500, 1000, 1.1, -4);
  return svgDoc(W, H, body, defs);
}

function cuisine(): string {
  const defs = linear('hk3-table', [[0, '#b5523f'], [1, '#943f31']]);
  const body =
    rect(0, 0, W, H, 'url(#hk3-table)') +
    blob(800, 500, 560, '#c45d48', 3, 'opacity="0.5"') +
    steamer(520, 360, 200, 'har-gow') +
    steamer(980, 330, 180, 'siu-mai') +
    steamer(760, 720, 190, 'bao') +
    plate(1260, 700, 170) + eggTart(1200, 650, 62) + eggTart(1330, 680, 62) + eggTart(1250, 790, 62) +
    teapot(230, 760, 120) + cup(380, 880, 56, '#b5793c') + cup(1400, 260, 56, '#b5793c') +
    chopsticks(150, 300, 20);
  return svgDoc(W, H, body, defs, { vignette: 0.22 });
}

function weather(): string {
  const defs = linear('hk4-sky', [[0, '#8fd3ec'], [0.4, '#cfe3ea'], [0.65, '#8f9fb3'], [1, '#4b5a73']], 0, 0, 1, 0) + windowDefs({ ...DAY, near: '#3d5a6e', mid: '#6d8799' }, 'hk4');
  let rain = '';
  for (let i = 0; i < 60; i += 1) rain += line([[620 + ((i * 97) % 980), 80 + ((i * 53) % 560)], [600 + ((i * 97) % 980), 130 + ((i * 53) % 560)]], '#dbe9f2', 3, 'opacity="0.7"');
  const body =
    rect(0, 0, W, H, 'url(#hk4-sky)') +
    sun(260, 220, 90) + cloud(480, 160, 1.0, '#ffffff', 0.9) +
    rain + rainCloud(800, 200, 1.6, '#b4c2cf') + rainCloud(1250, 150, 1.9, '#6f7f94') +
    typhoonSwirl(1360, 420, 110, '#e8eef4', 0.8) +
    g('translate(0 780)', hongKongSkyline({ ...DAY, near: '#3d5a6e', mid: '#6d8799', far: '#9fb4c2', hill: '#7fa49a' }, 'hk4')) +
    water(780, W, 120, '#5d8ea3', '#34566b', 'hk4-water') +
    // Harbourfront promenade: railing and paving, with walkers in sun and in rain.
    rect(0, 890, W, 110, '#c9c2b6') + rect(0, 890, W, 8, '#a8a095') +
    Array.from({ length: 33 }, (_, i) => rect(i * 50, 852, 6, 40, C.slate)).join('') + rect(0, 850, W, 8, C.slate, 3) +
    person(330, 985, 0.85, { skin: SKIN[2], hair: HAIR.black, hairStyle: 'pony', top: C.amber, bottom: C.tealDark, pose: 'wave', shortSleeves: true }) +
    person(860, 990, 0.85, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'short', top: C.teal, bottom: C.slate, arms: [[10, 6], [40, 160]] }) +
    g('translate(935 610)', line([[0, 20], [0, 160]], C.ink, 5) + path('M-100 40 Q0 -60 100 40 Q66 28 33 40 Q0 28 -33 40 Q-66 28 -100 40 Z', C.coral)) +
    palm(120, 1000, 1.2, 0) + palm(1480, 1000, 1.2, -14);
  return svgDoc(W, H, body, defs);
}

function transport(): string {
  const defs = linear('hk5-sky', [[0, '#a9dcea'], [1, '#eaf6f5']]) + windowDefs(DAY, 'hk5');
  const body =
    rect(0, 0, W, H, 'url(#hk5-sky)') +
    cloud(1300, 120, 1.2) +
    g('translate(0 420) scale(1 0.75)', hongKongSkyline(DAY, 'hk5')) +
    water(420, W, 120, '#5fb0c6', '#3f8fa8', 'hk5-water') +
    g('translate(1200 500) scale(0.7)', ferry()) +
    rect(0, 540, W, 40, '#c9d1d9') + rect(0, 580, W, 12, '#aab4bf') +
    [160, 640, 1120].map((x) => rect(x, 592, 40, 200, '#c9d1d9')).join('') +
    g('translate(760 540)', mtrTrain()) +
    rect(0, 790, W, 210, '#6b7280') + rect(0, 880, W, 6, '#ffffff', 0, 'opacity="0.6"') +
    line([[0, 940], [W, 940]], '#9ca3af', 6) + line([[0, 968], [W, 968]], '#9ca3af', 6) +
    line([[0, 640], [W, 640]], C.slate, 2) +
    g('translate(520 956)', tram()) +
    g('translate(1120 956) scale(0.9)', tram(C.coral));
  return svgDoc(W, H, body, defs);
}

function airports(): string {
  const defs = linear('hk6-sky', [[0, '#8fd0e6'], [1, '#f1f8f6']]);
  const body =
    rect(0, 0, W, H, 'url(#hk6-sky)') +
    sun(1420, 160, 60) + cloud(300, 200, 1.2) + cloud(900, 120, 0.9, '#ffffff', 0.8) +
    island(-100, 900, 420, '#8fc3b9') + island(600, 1200, 320, '#a7d0c6') +
    g('translate(0 700)', island(-200, 800, 220, '#6fae9c')) +
    rect(0, 700, W, 300, '#9fb6a6') +
    g('translate(800 720)', terminal()) +
    runway(800, W) +
    rect(0, 890, W, 110, '#8aa894') +
    g('translate(560 350) rotate(-12) scale(1.3)', plane(C.teal)) +
    g('translate(1200 770) scale(0.5)', plane(C.coral));
  return svgDoc(W, H, body, defs);
}

function costOfLiving(): string {
  const defs = linear('hk7-wall', [[0, '#f6e7d6'], [1, '#efd9c2']]);
  const shelf = rect(150, 330, 380, 14, C.woodDark, 4) + bookStack(180, 330, 90, [C.teal, C.coral, C.amber]) + plant(420, 330, 0.5, C.teal) + rect(300, 270, 48, 60, C.coralLight, 6);
  const floorLamp = line([[1050, 760], [1050, 360]], C.slate, 6) + path('M1000 380 Q1050 300 1100 380 Z', C.amber) + ellipse(1050, 760, 40, 8, C.slate);
  const body =
    wallAndFloor(W, H, 760, 'url(#hk7-wall)', '#caa47a') +
    windowWithView('hk7-win', 580, 110, 400, 380, harbourView('hk7-view', 400, 380)) +
    frame(200, 70, 200, 130, circle(64, 64, 30, C.amber) + path('M0 130 L0 96 Q70 44 126 96 T200 80 L200 130 Z', C.teal)) +
    shelf +
    sofa(110, 780, 480, C.teal) +
    floorLamp +
    kitchenette(1130, 780, 400) +
    ellipse(800, 900, 560, 70, C.coral, 'opacity="0.35"') + ellipse(800, 900, 460, 54, C.amberLight, 'opacity="0.4"') +
    // Foreground coffee table with the new flat's keys and a few coins: the cost-of-living motif.
    rect(490, 900, 20, 100, C.woodDark) + rect(1090, 900, 20, 100, C.woodDark) +
    path('M520 800 L1080 800 L1130 880 L470 880 Z', C.woodLight) + rect(470, 880, 660, 22, C.wood, 6) +
    keys(680, 850, 1.1, 72) + coins(900, 846, 6) + mug(1010, 852, C.teal);
  return svgDoc(W, H, body, defs);
}

export const hongKongJobs: ImageJob[] = guideJobs('hong-kong', { hero, sights, cuisine, weather, transport, airports, 'cost-of-living': costOfLiving });
