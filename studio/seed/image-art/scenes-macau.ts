// Macau destination guide pictures.
import { cloud, DAY, island, macauSkyline, stPauls, sun, water, windowDefs } from './city.ts';
import { cup, eggTart, plate, porkChopBun } from './food.ts';
import { bed, coins, keys } from './home.ts';
import { guideJobs, type ImageJob } from './job.ts';
import { colonialRow, guiaLighthouse, palm, rainCloud, typhoonSwirl, wavePaving } from './landmarks.ts';
import { bookStack, courseScreen, laptop, plane, tree } from './objects.ts';
import { chair, pinboard, plant, wallAndFloor, windowWithView } from './room.ts';
import { harbourView, person } from './scene-kit.ts';
import { bus, lightRail, runway, terminal } from './transport.ts';
import { C, HAIR, SKIN, blob, circle, ellipse, g, line, linear, path, rect, shade, svgDoc } from './svg.ts';

const W = 1600;
const H = 1000;
const STONE = '#e6c79c';

function hero(): string {
  const defs = linear('mo1-sky', [[0, '#8fcbe0'], [0.7, '#d8eef0'], [1, '#fbe9c8']]);
  const houses = (x: number, flip: boolean) =>
    g(`translate(${x} 790) scale(${flip ? -0.8 : 0.8} 0.8)`, colonialRow(0, ['#f4d27a', '#f2b8a0', '#a9d3cf'], 220, 300));
  const visitors =
    person(560, 905, 0.45, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'bob', top: C.coral, bottom: C.slate, pose: 'point' }) +
    person(600, 910, 0.45, { skin: SKIN[0], hair: HAIR.blonde, hairStyle: 'short', top: C.teal, bottom: C.slate }) +
    person(1010, 895, 0.42, { skin: SKIN[3], hair: HAIR.black, hairStyle: 'pony', top: C.amber, bottom: C.slate, pose: 'wave' }) +
    person(890, 930, 0.48, { skin: SKIN[4], hair: HAIR.black, hairStyle: 'crop', top: C.offwhite, bottom: C.tealDark, pose: 'carry' });
  const body =
    rect(0, 0, W, H, 'url(#mo1-sky)') +
    sun(1390, 150, 56, C.amberLight) + cloud(240, 150, 1.3) + cloud(1060, 100, 0.9, '#ffffff', 0.7) +
    houses(-40, false) + houses(1640, true) +
    tree(150, 840, 1.5) + tree(1450, 840, 1.6, C.greenDark) + tree(330, 850, 1.0, C.greenDark) + tree(1280, 850, 1.1) +
    g('translate(800 770) scale(1.0)', stPauls(STONE)) +
    rect(0, 920, W, 80, shade(STONE, 0.12)) +
    visitors;
  return svgDoc(W, H, body, defs);
}

function sights(): string {
  const defs = linear('mo2-sky', [[0, '#9fd6e6'], [1, '#f3f6ee']]);
  const strollers =
    person(420, 930, 0.62, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'bob', top: C.coral, bottom: C.slate, pose: 'carry' }) +
    person(480, 940, 0.5, { skin: SKIN[1], hair: HAIR.black, hairStyle: 'crop', top: C.amber, bottom: C.slate, kid: true, pose: 'wave' }) +
    person(1020, 900, 0.58, { skin: SKIN[0], hair: HAIR.blonde, hairStyle: 'pony', top: C.teal, bottom: C.slate, pose: 'point' }) +
    person(1090, 905, 0.6, { skin: SKIN[4], hair: HAIR.black, hairStyle: 'short', top: C.offwhite, bottom: C.tealDark });
  const body =
    rect(0, 0, W, H, 'url(#mo2-sky)') +
    cloud(300, 140, 1.2) + cloud(820, 90, 0.9, '#ffffff', 0.8) +
    path('M560 480 Q900 230 1250 250 Q1500 270 1600 360 L1600 520 L560 520 Z', '#7fb39f') +
    path('M900 520 Q1150 330 1600 420 L1600 520 Z', '#6aa38d') +
    ellipse(1280, 268, 190, 34, '#7fb39f') +
    g('translate(1230 262) scale(0.5)', guiaLighthouse()) +
    g('translate(0 770)', colonialRow(-40, ['#f4d27a', '#f2b8a0', '#f4d27a', '#a9d3cf', '#f6c98f', '#f2b8a0', '#f4d27a'], 240, 300)) +
    g('translate(0 770)', wavePaving(W, 230)) +
    strollers +
    palm(80, 1000, 0.9) + palm(1530, 1000, 0.9, -6);
  return svgDoc(W, H, body, defs);
}

function cuisine(): string {
  const defs = linear('mo3-table', [[0, '#2f7f9b'], [1, '#0b5d7a']]);
  let tiles = '';
  for (let x = 0; x < W; x += 100) for (let y = 0; y < H; y += 100) tiles += rect(x + 4, y + 4, 92, 92, '#ffffff', 6, 'opacity="0.05"');
  const body =
    rect(0, 0, W, H, 'url(#mo3-table)') + tiles +
    blob(560, 480, 420, '#ffffff', 6, 'opacity="0.08"') +
    rect(160, 220, 620, 520, '#c9cdd2', 20) + rect(176, 236, 588, 488, '#dfe3e7', 14) +
    [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => eggTart(280 + c * 190, 330 + r * 160, 70, true))).join('') +
    plate(1140, 420, 250) + porkChopBun(1140, 420, 1.25) +
    cup(1080, 800, 80, '#c58d54') + cup(1380, 820, 60, '#5a3a22') +
    plate(330, 860, 110, '#f7efe0') +
    [[290, 830], [370, 830], [330, 900], [260, 890], [400, 890]].map(([cx, cy]) => circle(cx!, cy!, 30, '#e3b66c') + circle(cx!, cy!, 18, 'none', 'stroke="#c9924a" stroke-width="4"') + ellipse(cx!, cy! - 2, 8, 5, '#f4dca8')).join('');
  return svgDoc(W, H, body, defs, { vignette: 0.22 });
}

function weather(): string {
  const t = { ...DAY, near: '#3d5a6e', mid: '#6d8799', far: '#a9c3cf', hill: '#86aea0' };
  const panel = (x: number, sky: string, art: string, id: string) =>
    `<clipPath id="${id}"><path d="M${x} 900 L${x} 300 A220 220 0 0 1 ${x + 440} 300 L${x + 440} 900 Z"/></clipPath>` +
    `<g clip-path="url(#${id})">${rect(x, 80, 440, 820, sky)}${art}${g(`translate(${x - 40} 820) scale(0.32 0.6)`, macauSkyline(t, 'mo4'))}${rect(x, 820, 440, 80, '#4f8aa0')}</g>` +
    path(`M${x} 900 L${x} 300 A220 220 0 0 1 ${x + 440} 300 L${x + 440} 900`, 'none', `stroke="#ffffff" stroke-width="14"`);
  let rain = '';
  for (let i = 0; i < 30; i += 1) rain += line([[600 + ((i * 71) % 400), 380 + ((i * 37) % 380)], [590 + ((i * 71) % 400), 420 + ((i * 37) % 380)]], '#e3eef5', 4, 'opacity="0.8"');
  const body =
    `<defs>${windowDefs(t, 'mo4')}</defs>` +
    rect(0, 0, W, H, C.offwhite) +
    blob(800, 520, 700, C.amberPale, 12, 'opacity="0.7"') +
    panel(100, '#8fd3ec', sun(320, 330, 80) + cloud(250, 480, 0.9), 'mo4-a') +
    panel(580, '#a7b6c4', rain + rainCloud(800, 320, 1.5, '#dde5ec'), 'mo4-b') +
    panel(1060, '#56657e', typhoonSwirl(1280, 400, 120, '#e9eef3') + palm(1160, 820, 0.8, -20, '#2f5f4f'), 'mo4-c') +
    rect(0, 900, W, 100, C.cream);
  return svgDoc(W, H, body);
}

function transport(): string {
  const defs = linear('mo5-sky', [[0, '#f5c58e'], [0.6, '#fbe3c0'], [1, '#fff4e0']]);
  // Cotai resort towers: a gold block with domed crowns, a curved sail, twin towers joined by a ring.
  const bands = (x: number, y: number, w: number, h: number) => Array.from({ length: Math.floor(h / 22) }, (_, i) => rect(x + 8, y + 12 + i * 22, w - 16, 6, '#ffffff', 2, 'opacity="0.22"')).join('');
  const gold = (x: number, h: number) =>
    rect(x, -h, 200, h, '#d9a65a') + bands(x, -h, 200, h) + [0, 1, 2].map((k) => path(`M${x + 20 + k * 60} ${-h} Q${x + 40 + k * 60} ${-h - 60} ${x + 60 + k * 60} ${-h} Z`, '#e9bf6e') + rect(x + 38 + k * 60, -h - 76, 4, 20, '#e9bf6e')).join('');
  const sail = (x: number, h: number) => path(`M${x} 0 L${x} ${-h} Q${x + 150} ${-h + 40} ${x + 160} 0 Z`, '#c98b6b') + bands(x, -h + 40, 130, h - 40);
  const twins = (x: number, h: number) => rect(x, -h, 80, h, '#b7937a') + rect(x + 130, -h, 80, h, '#b7937a') + bands(x, -h, 80, h) + bands(x + 130, -h, 80, h) + circle(x + 105, -h + 90, 70, 'none', 'stroke="#b7937a" stroke-width="22"');
  const body =
    rect(0, 0, W, H, 'url(#mo5-sky)') +
    sun(300, 200, 70, '#fde29a') +
    g('translate(0 560)', gold(640, 300) + sail(880, 420) + twins(1090, 360) + gold(1360, 250) + rect(600, -60, 1000, 60, '#c49a74')) +
    g('translate(0 560)', path('M0 0 L0 -120 Q200 -260 420 -140 L560 0 Z', '#c4a08a')) +
    g('translate(0 540) scale(1)', lightRail(W)) +
    rect(0, 800, W, 200, '#6b7280') + rect(0, 890, W, 8, '#ffffff', 0, 'opacity="0.6"') +
    g('translate(560 960)', bus(C.amber, C.teal)) +
    g('translate(1220 960) scale(0.9)', bus('#f4f1ea', C.coral)) +
    palm(60, 820, 0.8) + palm(1540, 820, 0.8, -4);
  return svgDoc(W, H, body, defs);
}

function airports(): string {
  const defs = linear('mo6-sky', [[0, '#8fd0e6'], [1, '#f1f8f6']]);
  const body =
    rect(0, 0, W, H, 'url(#mo6-sky)') +
    sun(1380, 150, 60) + cloud(700, 150, 1.1) + cloud(1300, 220, 0.8, '#ffffff', 0.8) +
    g('translate(0 640)', island(900, 800, 260, '#8fc3b9') + island(200, 600, 160, '#a7d0c6')) +
    g('translate(1250 640)', rect(-6, -300, 12, 300, '#6d8799') + path('M-34 -220 Q0 -236 34 -220 L28 -200 Q0 -192 -28 -200 Z', '#6d8799') + line([[0, -300], [0, -350]], '#6d8799', 3)) +
    water(640, W, 360, '#5fb0c6', '#2f7f9b', 'mo6-water', 5) +
    rect(0, 680, 1100, 120, '#c9d3c0') +
    g('translate(560 760) scale(0.8)', terminal('canopy')) +
    // The runway sits on a causeway out in the sea, as Macau's does.
    rect(0, 830, W, 110, '#b9c4b0') + runway(840, W) +
    g('translate(700 330) rotate(-6) scale(-1.3 1.3)', plane(C.amber) + line([[-20, 22], [-20, 52]], C.slate, 4) + line([[90, 22], [90, 48]], C.slate, 4) + circle(-20, 56, 7, C.ink) + circle(90, 52, 7, C.ink));
  return svgDoc(W, H, body, defs);
}

function costOfLiving(): string {
  const defs = linear('mo7-wall', [[0, '#e2f0ee'], [1, '#d3e7e4']]);
  const deskTop = 610;
  const studyDesk =
    rect(1050, deskTop + 18, 14, 780 - deskTop - 18, C.slate) + rect(1466, deskTop + 18, 14, 780 - deskTop - 18, C.slate) +
    rect(1330, deskTop + 18, 150, 120, C.woodLight, 6) + rect(1345, deskTop + 60, 120, 6, C.woodDark, 3) +
    rect(1030, deskTop, 470, 20, C.woodLight, 6) +
    g(`translate(1080 ${deskTop}) scale(0.55)`, laptop(0, 0, 300, courseScreen(272, 158))) +
    bookStack(1290, deskTop, 70, [C.coral, C.teal]) +
    // Desk lamp: weighted base, two-part arm, shade throwing a little light.
    ellipse(1440, deskTop - 4, 34, 8, C.slate) + line([[1440, deskTop - 6], [1410, deskTop - 110], [1360, deskTop - 150]], C.slate, 6) +
    path(`M1330 ${deskTop - 170} L1390 ${deskTop - 140} L1370 ${deskTop - 110} Z`, C.amber) +
    rect(1060, 300, 400, 12, C.woodDark, 4) + plant(1400, 300, 0.45, C.coral) + bookStack(1090, 300, 70, [C.amber, C.tealLight]) +
    pinboard(1150, 140, 200, 120, 3);
  const body =
    wallAndFloor(W, H, 780, 'url(#mo7-wall)', '#c9a27a') +
    windowWithView('mo7-win', 600, 120, 360, 340, harbourView('mo7-view', 360, 340, 'macau')) +
    bed(90, 800, 420, C.coral, true) +
    ellipse(800, 880, 380, 60, C.coralLight, 'opacity="0.55"') +
    studyDesk +
    chair(1250, 800, C.teal) +
    plant(1550, 790, 0.9, C.amber) +
    // Foreground stool with keys and coins: moving-in costs at a glance.
    rect(660, 900, 18, 100, C.woodDark) + rect(920, 900, 18, 100, C.woodDark) +
    path('M680 830 L920 830 L960 900 L640 900 Z', C.woodLight) + rect(640, 900, 320, 18, C.wood, 6) +
    keys(720, 880, 1.0, 72) + coins(860, 874, 4);
  return svgDoc(W, H, body, defs);
}

export const macauJobs: ImageJob[] = guideJobs('macau', { hero, sights, cuisine, weather, transport, airports, 'cost-of-living': costOfLiving });
