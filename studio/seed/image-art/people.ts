// Full-body flat figures built from thick rounded strokes, posed by joint angles.
import { hairBack, hairFromBehind, hairFront, type HairStyle } from './hair.ts';
import { C, circle, ellipse, g, line, path, r2, rect, shadow, shade } from './svg.ts';

export type ArmPose = [upper: number, fore: number];
export type Pose = 'down' | 'wave' | 'point' | 'hold' | 'cheer' | 'hips' | 'raise' | 'write' | 'clap' | 'carry';

const POSES: Record<Pose, [left: ArmPose, right: ArmPose]> = {
  down: [[10, 6], [10, 6]],
  wave: [[10, 6], [135, 170]],
  point: [[10, 6], [100, 115]],
  hold: [[12, -80], [12, -80]],
  cheer: [[145, 165], [145, 165]],
  hips: [[40, -60], [40, -60]],
  raise: [[10, -70], [165, 178]],
  write: [[12, -75], [70, 150]],
  clap: [[18, -95], [18, -95]],
  carry: [[10, 6], [25, 10]],
};

export interface Person {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  shoes?: string;
  skirt?: boolean;
  kid?: boolean;
  pose?: Pose;
  arms?: [ArmPose, ArmPose];
  back?: boolean;
  shortSleeves?: boolean;
  glasses?: boolean;
  beard?: string;
  lanyard?: string;
  scarf?: string;
  seated?: boolean;
  prop?: 'book' | 'tablet' | 'none';
  /** Leg angles [thigh, shin] in degrees from straight down, positive towards +x; for running or walking. */
  legs?: [ArmPose, ArmPose];
  propColor?: string;
}

function geometry(kid: boolean) {
  return kid
    ? { leg: 92, torso: 86, neck: 8, headR: 27, shoulder: 26, hip: 10, limb: 15, hand: 7.5 }
    : { leg: 150, torso: 118, neck: 14, headR: 27, shoulder: 36, hip: 15, limb: 20, hand: 9.5 };
}

function arm(side: -1 | 1, pose: ArmPose, sx: number, sy: number, len: number, p: Person, width: number, hand: number): string {
  const rad = (a: number) => (a * Math.PI) / 180;
  const ex = sx + Math.sin(rad(pose[0])) * len * side;
  const ey = sy + Math.cos(rad(pose[0])) * len;
  const hx = ex + Math.sin(rad(pose[1])) * len * 0.95 * side;
  const hy = ey + Math.cos(rad(pose[1])) * len * 0.95;
  const mx = sx + (ex - sx) * 0.75;
  const my = sy + (ey - sy) * 0.75;
  // Sleeves are a touch darker than the torso so arms read in front of the body.
  const cloth = shade(p.top, 0.12);
  const sleeve = p.shortSleeves
    ? line([[sx, sy], [ex, ey], [hx, hy]], p.skin, width * 0.8) + line([[sx, sy], [mx, my]], cloth, width)
    : line([[sx, sy], [ex, ey], [hx, hy]], cloth, width);
  return sleeve + circle(hx, hy, hand, p.skin);
}

/** Draws a standing (or seated, legs hidden) figure with feet at (0, 0). */
export function figure(p: Person): string {
  const k = geometry(Boolean(p.kid));
  const hipY = -k.leg;
  const shY = hipY - k.torso;
  const headY = shY - k.neck - k.headR * 0.95;
  const r = k.headR;
  const w = k.shoulder;
  const [left, right] = p.arms ?? POSES[p.pose ?? 'down'];
  const parts: string[] = [];

  if (!p.seated) {
    parts.push(shadow(0, 0, w * 1.5));
    const legW = k.limb * 1.25;
    const lower = p.skirt ? p.skin : p.bottom;
    const shoe = p.shoes ?? C.ink;
    if (p.legs) {
      const rad = (a: number) => (a * Math.PI) / 180;
      const seg = k.leg * 0.5;
      p.legs.forEach(([thigh, shin], i) => {
        const hx = (i === 0 ? -1 : 1) * k.hip * 0.5;
        const kx = hx + Math.sin(rad(thigh)) * seg;
        const ky = hipY + 6 + Math.cos(rad(thigh)) * seg;
        const fx = kx + Math.sin(rad(shin)) * seg;
        const fy = ky + Math.cos(rad(shin)) * seg;
        parts.push(line([[hx, hipY + 6], [kx, ky], [fx, fy]], i === 0 ? shade(lower, 0.15) : lower, legW * 0.86));
        parts.push(ellipse(fx + 6, fy + 2, legW * 0.62, legW * 0.3, shoe));
      });
    } else {
      parts.push(line([[-k.hip, hipY + 6], [-k.hip - 2, -legW * 0.35]], lower, legW * 0.86));
      parts.push(line([[k.hip, hipY + 6], [k.hip + 2, -legW * 0.35]], lower, legW * 0.86));
      parts.push(ellipse(-k.hip - 6, -5, legW * 0.62, legW * 0.3, shoe));
      parts.push(ellipse(k.hip + 6, -5, legW * 0.62, legW * 0.3, shoe));
    }
    if (p.skirt) {
      parts.push(path(`M${-w * 0.85} ${hipY - 16} L${-w * 1.25} ${hipY + k.leg * 0.42} Q0 ${hipY + k.leg * 0.5} ${w * 1.25} ${hipY + k.leg * 0.42} L${w * 0.85} ${hipY - 16} Z`, p.bottom));
    } else {
      parts.push(path(`M${-w * 0.9} ${hipY - 14} L${-w * 0.95} ${hipY + 18} L${w * 0.95} ${hipY + 18} L${w * 0.9} ${hipY - 14} Z`, p.bottom));
    }
  }

  // Long hair and bun sit behind the body.
  if (!p.back) parts.push(g(`translate(0 ${r2(headY)})`, hairBack(p.hairStyle, r, p.hair)));
  parts.push(rect(-k.limb * 0.4, shY - k.neck - 6, k.limb * 0.8, k.neck + 12, p.skin, 4));
  const torso = `M${-w * 0.8} ${shY} Q0 ${shY - 8} ${w * 0.8} ${shY} Q${w * 1.15} ${shY + 2} ${w * 1.12} ${shY + 24} L${w * 0.95} ${hipY + 4} Q0 ${hipY + 10} ${-w * 0.95} ${hipY + 4} L${-w * 1.12} ${shY + 24} Q${-w * 1.15} ${shY + 2} ${-w * 0.8} ${shY} Z`;
  parts.push(path(torso, p.top));
  if (!p.back) {
    parts.push(path(`M${-w * 0.3} ${shY - 2} Q0 ${shY + 16} ${w * 0.3} ${shY - 2} Z`, p.skin));
    if (p.scarf) parts.push(path(`M${-w * 0.45} ${shY - 4} Q0 ${shY + 22} ${w * 0.45} ${shY - 4} L${w * 0.2} ${shY + 40} L${w * 0.02} ${shY + 14} Z`, p.scarf));
    if (p.lanyard) {
      parts.push(line([[-w * 0.3, shY], [0, shY + k.torso * 0.45], [w * 0.3, shY]], p.lanyard, 3));
      parts.push(rect(-8, shY + k.torso * 0.44, 16, 20, C.white, 3, `stroke="${C.slateLight}" stroke-width="1.5"`));
    }
  }
  const armLen = k.torso * 0.5;
  const sx = w * 0.98;
  const sy = shY + 12;
  const armsSvg = arm(-1, left, -sx, sy, armLen, p, k.limb, k.hand) + arm(1, right, sx, sy, armLen, p, k.limb, k.hand);
  if (p.back) {
    parts.push(armsSvg);
    parts.push(g(`translate(0 ${r2(headY)})`, hairFromBehind(p.hairStyle, r, p.hair, p.skin)));
    return parts.join('');
  }
  parts.push(g(`translate(0 ${r2(headY)})`, smallHead(p, r)));
  if (p.prop && p.prop !== 'none') {
    const py = shY + k.torso * 0.42;
    const colour = p.propColor ?? C.coral;
    parts.push(
      p.prop === 'book'
        ? rect(-w * 0.75, py - 20, w * 1.5, 34, colour, 3) + rect(-w * 0.7, py - 16, w * 1.4, 4, C.offwhite, 1)
        : rect(-w * 0.6, py - 24, w * 1.2, 40, C.ink, 4) + rect(-w * 0.52, py - 19, w * 1.04, 30, colour, 2),
    );
  }
  parts.push(armsSvg);
  return parts.join('');
}

function smallHead(p: Person, r: number): string {
  const ears = circle(-r * 0.97, r * 0.12, r * 0.2, p.skin) + circle(r * 0.97, r * 0.12, r * 0.2, p.skin);
  const face = ellipse(0, 0, r * 0.98, r * 1.04, p.skin);
  const eyes = circle(-r * 0.36, r * 0.08, r * 0.095, C.ink) + circle(r * 0.36, r * 0.08, r * 0.095, C.ink);
  const blush = circle(-r * 0.55, r * 0.38, r * 0.14, C.coral, 'opacity="0.28"') + circle(r * 0.55, r * 0.38, r * 0.14, C.coral, 'opacity="0.28"');
  const smile = path(`M${-r * 0.26} ${r * 0.42} Q0 ${r * 0.66} ${r * 0.26} ${r * 0.42}`, 'none', `stroke="${C.ink}" stroke-width="${r2(r * 0.08)}" stroke-linecap="round"`);
  const beard = p.beard
    ? path(`M${-r * 0.95} ${r * 0.05} Q${-r * 0.9} ${r * 1.15} 0 ${r * 1.15} Q${r * 0.9} ${r * 1.15} ${r * 0.95} ${r * 0.05} Q${r * 0.6} ${r * 0.75} 0 ${r * 0.72} Q${-r * 0.6} ${r * 0.75} ${-r * 0.95} ${r * 0.05} Z`, p.beard)
    : '';
  const glasses = p.glasses
    ? `<g fill="none" stroke="${C.ink}" stroke-width="${r2(r * 0.07)}">` +
      circle(-r * 0.36, r * 0.08, r * 0.26, 'none') +
      circle(r * 0.36, r * 0.08, r * 0.26, 'none') +
      `<path d="M${-r * 0.1} ${r * 0.06} L${r * 0.1} ${r * 0.06}"/></g>`
    : '';
  return ears + face + blush + eyes + smile + beard + glasses + hairFront(p.hairStyle, r, p.hair);
}
