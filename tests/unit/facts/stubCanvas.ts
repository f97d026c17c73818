// A stand-in for the browser canvas, so Konva can lay out and "draw" in Node without the `canvas` package.
// Every context method is a recorded no-op; measureText gives each character the width of the font size,
// so text layout is predictable: a line of n characters at 10px is n * 10 wide.
import Konva from 'konva';

export interface Call {
  method: string;
  args: unknown[];
}

export const calls: Call[] = [];

function fontSizeOf(font: string): number {
  const m = /(\d+(?:\.\d+)?)px/.exec(font);
  return m ? Number(m[1]) : 10;
}

function makeContext(canvas: object) {
  const state: Record<string | symbol, unknown> = {canvas, font: '10px sans-serif'};
  return new Proxy(state, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === 'measureText') {
        return (text?: string) => {
          const size = fontSizeOf(String(target.font));
          return {
            width: Array.from(String(text ?? '')).length * size,
            actualBoundingBoxAscent: size * 0.8,
            actualBoundingBoxDescent: size * 0.2,
            fontBoundingBoxAscent: size * 0.8,
            fontBoundingBoxDescent: size * 0.2,
          };
        };
      }
      if (prop === 'getImageData' || prop === 'createImageData') {
        return (_x: number, _y: number, w = 1, h = 1) => ({
          width: w,
          height: h,
          data: new Uint8ClampedArray(Math.max(1, w * h) * 4),
        });
      }
      if (prop === 'getLineDash') return () => [];
      if (prop === 'getTransform') return () => ({a: 1, b: 0, c: 0, d: 1, e: 0, f: 0});
      if (typeof prop === 'symbol') return undefined;
      return (...args: unknown[]) => {
        calls.push({method: prop, args});
      };
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  });
}

export function createStubCanvas() {
  const canvas: Record<string, unknown> = {width: 300, height: 150, style: {}};
  const ctx = makeContext(canvas);
  canvas.getContext = () => ctx;
  canvas.toDataURL = () => 'data:image/png;base64,';
  return canvas;
}

let installed = false;
/** Route Konva's canvas creation to the stub (once per test file). */
export function installStubCanvas(): typeof Konva {
  if (!installed) {
    (Konva.Util as unknown as {createCanvasElement: () => unknown}).createCanvasElement = createStubCanvas;
    // no redraws scheduled for later frames: tests draw explicitly
    Konva.autoDrawEnabled = false;
    installed = true;
  }
  return Konva;
}
