// The hero's live Konva scene. The server HTML holds a static SVG of the same picture at the same size; Konva is
// fetched (a dynamic import, its own chunk) only after hydration, the load event and an idle moment, then draws
// over the SVG. So the scene never delays the first paint, the LCP text or input, and nothing shifts.
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {LINK_STYLE, RECT_CORNER, SCENE_HEIGHT, SCENE_LINKS, SCENE_SHAPES, SCENE_WIDTH, starPoints} from './sceneModel';
import type {SceneHandle} from './heroScene';
import {whenIdle} from '../../lib/idle';
import styles from './styles.module.css';

/** Runs `fn` once the page has loaded and the main thread is idle; returns a cancel function. */
function afterLoadAndIdle(fn: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => (cancelIdle = whenIdle(fn, {timeout: 3000, fallbackMs: 300}));
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, {once: true});
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

/** The scene as it first appears, drawn by the server: the picture Konva then takes over. */
function Placeholder({hidden}: {hidden: boolean}): ReactNode {
  const at = (id: string) => SCENE_SHAPES.find((s) => s.id === id)!;
  return (
    <svg
      className={styles.scenePlaceholder}
      viewBox={`0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}`}
      aria-hidden="true"
      focusable="false"
      style={hidden ? {visibility: 'hidden'} : undefined}
    >
      {SCENE_LINKS.map(([a, b]) => (
        <line
          key={`${a}-${b}`}
          x1={at(a).x}
          y1={at(a).y}
          x2={at(b).x}
          y2={at(b).y}
          stroke={LINK_STYLE.stroke}
          strokeWidth={LINK_STYLE.strokeWidth}
          strokeDasharray={LINK_STYLE.dash.join(' ')}
        />
      ))}
      {SCENE_SHAPES.map((s) => {
        switch (s.kind) {
          case 'rect':
            return (
              <rect
                key={s.id}
                x={s.x - s.width / 2}
                y={s.y - s.height / 2}
                width={s.width}
                height={s.height}
                rx={RECT_CORNER}
                fill={s.fill}
              />
            );
          case 'circle':
            return <circle key={s.id} cx={s.x} cy={s.y} r={s.radius} fill={s.fill} />;
          case 'star':
            return (
              <polygon
                key={s.id}
                transform={`translate(${s.x} ${s.y})`}
                points={starPoints(s.points, s.innerRadius, s.outerRadius)
                  .map((v) => v.toFixed(2))
                  .join(' ')}
                fill={s.fill}
              />
            );
        }
      })}
    </svg>
  );
}

export default function HeroScene(): ReactNode {
  const stageRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<SceneHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const hintId = useId();

  useEffect(() => {
    let disposed = false;
    const cancel = afterLoadAndIdle(() => {
      import('./heroScene')
        // Evaluating Konva's chunk is one long task already (~35 ms here): the scene is built in the next one.
        .then((scene) => new Promise<typeof scene>((resolve) => setTimeout(() => resolve(scene), 0)))
        .then(({mountScene}) => {
          if (disposed || !stageRef.current) return;
          // The reader's system asks for less motion: the scene starts still; 播放动画 starts it on request.
          const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          sceneRef.current = mountScene(stageRef.current, {animate: !reduce, onPlayingChange: setPlaying});
          setReady(true);
        })
        // A chunk that fails to load (offline after the first visit) leaves the static picture: nothing to report.
        .catch(() => undefined);
    });
    return () => {
      disposed = true;
      cancel();
      sceneRef.current?.destroy();
      sceneRef.current = null;
    };
  }, []);

  return (
    <figure className={styles.scene}>
      <div className={styles.sceneBox}>
        <Placeholder hidden={ready} />
        <div
          ref={stageRef}
          className={styles.sceneStage}
          role="application"
          aria-label="Konva 互动画布：三个由虚线相连的图形"
          aria-describedby={hintId}
          tabIndex={ready ? 0 : -1}
          data-scene={ready ? 'ready' : 'placeholder'}
          data-playing={ready && playing ? 'true' : 'false'}
        />
        {ready && (
          <button
            type="button"
            className={styles.sceneToggle}
            onClick={() => (playing ? sceneRef.current?.pause() : sceneRef.current?.play())}
          >
            {playing ? '暂停动画' : '播放动画'}
          </button>
        )}
      </div>
      <figcaption id={hintId} className={styles.sceneHint}>
        这块画布由 Konva 绘制：拖动图形，连线会跟着走。也可以用 Tab 键选中画布，方向键移动图形，Enter 键换一个图形。
      </figcaption>
    </figure>
  );
}
