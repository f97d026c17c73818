// The home page's live Konva scene: three shapes joined by links that follow them while they are dragged, a star
// that turns and links whose dashes flow. Loaded by HeroScene with a dynamic import once the page is idle, so
// konva is never part of the page's first scripts. Only Konva's core and the shapes used are imported.
import Konva from 'konva/lib/Core';
import {Circle} from 'konva/lib/shapes/Circle';
import {Line} from 'konva/lib/shapes/Line';
import {Rect} from 'konva/lib/shapes/Rect';
import {Star} from 'konva/lib/shapes/Star';
import type {Shape} from 'konva/lib/Shape';
import {
  LINK_STYLE,
  RECT_CORNER,
  SCENE_HEIGHT,
  SCENE_LINKS,
  SCENE_SHAPES,
  SCENE_WIDTH,
  clampToScene,
  type SceneShape,
} from './sceneModel';

export interface SceneHandle {
  play(): void;
  pause(): void;
  isPlaying(): boolean;
  destroy(): void;
}

/** Design units moved by one arrow key press. */
const KEY_STEP = 12;
/** Turning speed of the star (degrees a second) and flow of the dashes (units a second). */
const TURN_SPEED = 18;
const FLOW_SPEED = 24;

function makeShape(s: SceneShape): Shape {
  const common = {id: s.id, x: s.x, y: s.y, fill: s.fill, draggable: true, stroke: '#1e5aa8', strokeWidth: 0};
  switch (s.kind) {
    case 'rect':
      return new Rect({
        ...common,
        width: s.width,
        height: s.height,
        offsetX: s.width / 2,
        offsetY: s.height / 2,
        cornerRadius: RECT_CORNER,
      });
    case 'circle':
      return new Circle({...common, radius: s.radius});
    case 'star':
      return new Star({...common, numPoints: s.points, innerRadius: s.innerRadius, outerRadius: s.outerRadius});
  }
}

/**
 * Draws the scene into `container` (which has the scene's aspect ratio) and keeps it fitted to the container's
 * width. `animate: false` (the reader asked for reduced motion) leaves everything still until play() is called.
 */
export function mountScene(
  container: HTMLDivElement,
  {animate, onPlayingChange}: {animate: boolean; onPlayingChange: (playing: boolean) => void},
): SceneHandle {
  const stage = new Konva.Stage({container, width: container.clientWidth, height: container.clientHeight});
  const layer = new Konva.Layer();
  stage.add(layer);

  const shapes = new Map(SCENE_SHAPES.map((s) => [s.id, makeShape(s)]));
  const links = SCENE_LINKS.map(([a, b]) => ({
    a: shapes.get(a)!,
    b: shapes.get(b)!,
    line: new Line({...LINK_STYLE, dash: [...LINK_STYLE.dash], listening: false}),
  }));
  const updateLinks = () => {
    for (const {a, b, line} of links) line.points([a.x(), a.y(), b.x(), b.y()]);
  };
  updateLinks();
  // Links first: they sit under the shapes.
  layer.add(...links.map((l) => l.line), ...shapes.values());

  // Fit the 480×300 design to the container (the stage scales, the design coordinates stay).
  const fit = () => {
    const width = container.clientWidth;
    const scale = width / SCENE_WIDTH;
    stage.size({width, height: SCENE_HEIGHT * scale});
    stage.scale({x: scale, y: scale});
  };
  fit();
  const resizeObserver = new ResizeObserver(fit);
  resizeObserver.observe(container);

  for (const shape of shapes.values()) {
    // Dragging stays inside the scene; the bound works in stage pixels, the clamp in design units.
    shape.dragBoundFunc((pos) => {
      const scale = stage.scaleX();
      const c = clampToScene(pos.x / scale, pos.y / scale);
      return {x: c.x * scale, y: c.y * scale};
    });
    shape.on('dragmove', updateLinks);
    shape.on('dragstart', () => {
      shape.moveToTop();
      select([...shapes.values()].indexOf(shape));
    });
    shape.on('mouseenter', () => (container.style.cursor = 'grab'));
    shape.on('mouseleave', () => (container.style.cursor = ''));
    shape.on('mousedown', () => (container.style.cursor = 'grabbing'));
    shape.on('mouseup', () => (container.style.cursor = 'grab'));
  }

  // Keyboard: the focused scene moves its selected shape with the arrow keys; Enter or Space picks the next one.
  // Tab is never handled, so focus leaves as usual.
  const order = [...shapes.values()];
  let selected = 0;
  let focused = false;
  const showSelection = () => {
    order.forEach((s, i) => s.strokeWidth(focused && i === selected ? 4 : 0));
  };
  const select = (i: number) => {
    selected = i;
    showSelection();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[e.key];
    if (move) {
      const shape = order[selected]!;
      shape.position(clampToScene(shape.x() + move[0] * KEY_STEP, shape.y() + move[1] * KEY_STEP));
      updateLinks();
    } else if (e.key === 'Enter' || e.key === ' ') {
      select((selected + 1) % order.length);
    } else return;
    e.preventDefault();
  };
  const onFocus = () => {
    focused = true;
    showSelection();
  };
  const onBlur = () => {
    focused = false;
    showSelection();
  };
  container.addEventListener('keydown', onKeyDown);
  container.addEventListener('focus', onFocus);
  container.addEventListener('blur', onBlur);

  const star = shapes.get('star')!;
  const animation = new Konva.Animation((frame) => {
    const seconds = (frame?.timeDiff ?? 0) / 1000;
    star.rotate(TURN_SPEED * seconds);
    for (const {line} of links) line.dashOffset(line.dashOffset() - FLOW_SPEED * seconds);
  }, layer);

  // Running only while on screen and wanted: an off-screen hero costs no frames.
  let wanted = animate;
  let visible = true;
  const sync = () => {
    const run = wanted && visible;
    if (run && !animation.isRunning()) animation.start();
    if (!run && animation.isRunning()) animation.stop();
  };
  const intersection = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? true;
    sync();
  });
  intersection.observe(container);
  const setWanted = (on: boolean) => {
    wanted = on;
    sync();
    onPlayingChange(on);
  };
  setWanted(animate);

  return {
    play: () => setWanted(true),
    pause: () => setWanted(false),
    isPlaying: () => wanted,
    destroy: () => {
      animation.stop();
      intersection.disconnect();
      resizeObserver.disconnect();
      container.removeEventListener('keydown', onKeyDown);
      container.removeEventListener('focus', onFocus);
      container.removeEventListener('blur', onBlur);
      stage.destroy();
    },
  };
}
