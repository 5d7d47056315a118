// Vehicles: Hong Kong tram, MTR train, Macau bus, light rail, airport terminal and tower.
import { C, circle, line, path, rect, shade } from './svg.ts';

function windows(x: number, y: number, n: number, w: number, h: number, gap: number, fill: string): string {
  return Array.from({ length: n }, (_, i) => rect(x + i * (w + gap), y, w, h, fill, 4)).join('');
}

/** Double-decker "ding ding" tram, 360 long, wheels at y = 0. */
export function tram(body: string = '#2f8a5a'): string {
  return (
    rect(-180, -250, 360, 240, body, 14) +
    rect(-184, -262, 368, 20, shade(body, 0.2), 8) +
    rect(-180, -134, 360, 14, C.offwhite) +
    windows(-164, -232, 6, 46, 70, 8, '#cfe9f0') +
    windows(-164, -112, 6, 46, 66, 8, '#cfe9f0') +
    rect(-174, -44, 348, 30, C.amber, 4) +
    line([[0, -262], [30, -330]], C.slate, 4) +
    circle(-120, -4, 16, C.ink) +
    circle(120, -4, 16, C.ink)
  );
}

/** MTR train: white with a red band, 3 cars, on rails at y = 0. */
export function mtrTrain(): string {
  let s = '';
  for (let i = 0; i < 3; i += 1) {
    const x = -450 + i * 300;
    s += rect(x, -120, 290, 110, '#f4f6f8', 16) + rect(x, -56, 290, 14, '#d9363e') + windows(x + 20, -100, 4, 50, 34, 14, '#4a6378') + rect(x + 130, -100, 32, 84, '#c7d0d8', 3);
  }
  s += path('M450 -120 Q520 -110 540 -10 L440 -10 Z', '#f4f6f8') + path('M450 -104 Q500 -96 516 -56 L450 -56 Z', '#4a6378') + rect(440, -56, 90, 14, '#d9363e');
  return s + rect(-470, -10, 1020, 10, C.slate, 3);
}

/** City bus, 420 long, wheels at y = 0. */
export function bus(body: string = C.amber, stripe: string = C.teal): string {
  return (
    rect(-210, -200, 420, 190, body, 18) +
    rect(-196, -180, 340, 70, '#cfe9f0', 6) +
    windows(-196, -180, 5, 60, 70, 10, '#bfe0ea') +
    rect(156, -180, 44, 120, '#bfe0ea', 6) +
    rect(-210, -90, 420, 22, stripe) +
    rect(-206, -30, 412, 16, shade(body, 0.2), 6) +
    circle(-130, -6, 26, C.ink) +
    circle(-130, -6, 10, C.slateLight) +
    circle(130, -6, 26, C.ink) +
    circle(130, -6, 10, C.slateLight) +
    rect(196, -56, 14, 16, C.amberLight, 3)
  );
}

/** Light rail train on an elevated concrete viaduct (viaduct top at y = 0). */
export function lightRail(length = 1600): string {
  let viaduct = rect(0, 0, length, 36, '#d7dde3') + rect(0, 30, length, 10, '#b9c2cc');
  for (let x = 120; x < length; x += 320) viaduct += rect(x - 24, 40, 48, 400, '#c9d1d9');
  let train = '';
  for (let i = 0; i < 2; i += 1) {
    const x = 420 + i * 330;
    train += rect(x, -110, 320, 106, '#ffffff', 20) + rect(x, -40, 320, 12, C.tealMid) + windows(x + 24, -92, 4, 56, 40, 14, '#3f6e86');
  }
  train += path('M1070 -110 Q1140 -100 1150 -6 L1070 -6 Z', '#ffffff') + path('M1070 -96 Q1120 -90 1132 -50 L1070 -50 Z', '#3f6e86');
  return viaduct + train;
}

/** Airport terminal with a control tower, base at y = 0, about 1000 wide. 'vaults' = a row of barrel vaults (HKIA); 'canopy' = flat roof with a sweeping canopy. */
export function terminal(roof: 'vaults' | 'canopy' = 'vaults'): string {
  let top: string;
  if (roof === 'vaults') {
    top = '';
    for (let i = 0; i < 8; i += 1) {
      const x = -520 + i * 130;
      top += path(`M${x} -110 Q${x + 65} -170 ${x + 130} -110 Z`, i % 2 ? '#b8c8d4' : '#a7bac8');
    }
  } else {
    top = rect(-520, -124, 1040, 16, '#c9d4dc') + path('M-560 -124 Q0 -200 560 -124 L560 -112 Q0 -180 -560 -112 Z', C.amber);
  }
  return (
    rect(-500, -110, 1000, 110, '#dfe8ee') +
    windows(-480, -96, 20, 40, 70, 8, '#7fb2c9') +
    top +
    rect(600, -340, 34, 340, '#e6ecf0') +
    path('M570 -380 L664 -380 L650 -330 L584 -330 Z', '#3f6e86') +
    rect(566, -392, 102, 14, '#dfe8ee', 4) +
    line([[617, -392], [617, -440]], C.slate, 3)
  );
}

export function runway(y: number, w: number): string {
  return rect(0, y, w, 90, '#4b5563') + Array.from({ length: Math.ceil(w / 160) }, (_, i) => rect(i * 160 + 20, y + 42, 90, 6, '#ffffff', 2, 'opacity="0.85"')).join('') + rect(0, y, w, 4, C.amberLight) + rect(0, y + 86, w, 4, C.amberLight);
}

