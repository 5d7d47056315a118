// A friendly school building, centred on x with its base at y.
import { C, circle, g, poly, rect, shade } from './svg.ts';

export function schoolBuilding(x: number, y: number): string {
  const wall = '#f4e6cf';
  const roof = C.coral;
  let s = '';
  // Two wings and a taller central block with a clock and flag.
  s += rect(-560, -300, 420, 300, wall) + rect(140, -300, 420, 300, wall);
  s += rect(-575, -320, 450, 26, roof, 4) + rect(125, -320, 450, 26, roof, 4);
  s += rect(-150, -430, 300, 430, shade(wall, 0.04));
  s += poly([[-175, -430], [0, -540], [175, -430]], roof);
  s += circle(0, -455, 40, C.offwhite) + circle(0, -455, 32, '#ffffff', `stroke="${C.teal}" stroke-width="5"`);
  s += rect(-2, -482, 4, 28, C.ink) + rect(-2, -458, 22, 4, C.ink);
  s += rect(-3, -640, 6, 110, C.slate) + poly([[3, -636], [70, -615], [3, -594]], C.amber);
  const windowRow = (x0: number, y0: number, n: number) => {
    let w = '';
    for (let i = 0; i < n; i += 1) {
      const wx = x0 + i * 100;
      w += rect(wx, y0, 64, 74, C.teal, 4) + rect(wx + 6, y0 + 6, 52, 62, '#9fd0df', 2) + rect(wx + 30, y0 + 6, 4, 62, '#ffffff', 0, 'opacity="0.7"') + rect(wx - 4, y0 + 74, 72, 8, C.offwhite, 2);
    }
    return w;
  };
  s += windowRow(-530, -260, 4) + windowRow(-530, -140, 4) + windowRow(170, -260, 4) + windowRow(170, -140, 4);
  s += windowRow(-120, -370, 1) + windowRow(56, -370, 1);
  s += rect(-80, -180, 160, 180, C.tealDark, 6) + rect(-70, -170, 68, 170, C.teal, 3) + rect(2, -170, 68, 170, C.teal, 3);
  s += rect(-110, -200, 220, 22, C.amber, 4);
  s += rect(-130, -6, 260, 12, '#cdbfa8') + rect(-150, 6, 300, 12, '#bfb09a');
  return g(`translate(${x} ${y})`, s);
}
