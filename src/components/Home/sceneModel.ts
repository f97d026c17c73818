// The hero scene's layout in its own 480×300 design units, shared by the static SVG placeholder (server HTML) and
// the Konva scene drawn over it later, so the swap shows the same picture in the same place.
export const SCENE_WIDTH = 480;
export const SCENE_HEIGHT = 300;

export type SceneShape =
  | {id: 'rect'; kind: 'rect'; x: number; y: number; width: number; height: number; fill: string}
  | {id: 'circle'; kind: 'circle'; x: number; y: number; radius: number; fill: string}
  | {
      id: 'star';
      kind: 'star';
      x: number;
      y: number;
      innerRadius: number;
      outerRadius: number;
      points: number;
      fill: string;
    };

/** Positions are centres, so dragging, clamping and the links treat every shape alike. */
export const SCENE_SHAPES: readonly SceneShape[] = [
  {id: 'rect', kind: 'rect', x: 120, y: 96, width: 128, height: 84, fill: '#4f9dff'},
  {id: 'circle', kind: 'circle', x: 368, y: 92, radius: 50, fill: '#ff9f43'},
  {id: 'star', kind: 'star', x: 246, y: 214, innerRadius: 26, outerRadius: 56, points: 5, fill: '#2ec4b6'},
];

/** Each link joins the centres of two shapes and follows them while they are dragged. */
export const SCENE_LINKS: readonly (readonly [SceneShape['id'], SceneShape['id']])[] = [
  ['rect', 'circle'],
  ['circle', 'star'],
  ['star', 'rect'],
];

/** A mid grey and a dash that read on the light and the dark card alike. */
export const LINK_STYLE = {stroke: '#8a94a6', strokeWidth: 3, dash: [10, 8]} as const;
export const RECT_CORNER = 16;

/** Outline of a star centred on 0,0 with its first point straight up (as Konva.Star draws it). */
export function starPoints(points: number, innerRadius: number, outerRadius: number): number[] {
  const out: number[] = [];
  for (let n = 0; n < points * 2; n++) {
    const radius = n % 2 === 0 ? outerRadius : innerRadius;
    const angle = (n * Math.PI) / points;
    out.push(radius * Math.sin(angle), -radius * Math.cos(angle));
  }
  return out;
}

/** Keeps a centre inside the scene with a margin, so a dragged shape cannot be lost past the edge. */
export function clampToScene(x: number, y: number, margin = 24): {x: number; y: number} {
  return {
    x: Math.min(SCENE_WIDTH - margin, Math.max(margin, x)),
    y: Math.min(SCENE_HEIGHT - margin, Math.max(margin, y)),
  };
}
