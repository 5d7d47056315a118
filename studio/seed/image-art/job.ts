// One generated image: its file name, pixel size and the SVG that draws it.
export interface ImageJob {
  name: string;
  width: number;
  height: number;
  format: 'jpg' | 'png';
  draw: () => string;
}

export function jpg(name: string, width: number, height: number, draw: () => string): ImageJob {
  return { name: `${name}.jpg`, width, height, format: 'jpg', draw };
}

export function png(name: string, width: number, height: number, draw: () => string): ImageJob {
  return { name: `${name}.png`, width, height, format: 'png', draw };
}
