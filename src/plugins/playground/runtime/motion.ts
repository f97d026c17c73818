// Reduced motion for every example, with no change to the examples: when the reader's system asks for less
// motion (prefers-reduced-motion: reduce), Konva animations, tweens (node.to() too) and sprites do not start on
// their own. The first one that tries shows a 播放动画 button in the preview; pressing it starts everything that
// waited, and the button turns into 暂停动画, which stops them again (WCAG 2.2.2: pause, stop, hide). A start the
// reader causes inside the example (a click or key press on the example's own button or shape) runs at once.
// Installed by runner.ts on the example's Konva instance before the example runs; without the preference
// nothing is patched.

interface Anim {
  start(): Anim;
  stop(): Anim;
}
interface TweenLike {
  anim: Anim;
  tween: {state: number};
  play(): TweenLike;
  reverse(): TweenLike;
  pause(): TweenLike;
  destroy(): void;
}
interface SpriteLike {
  anim: Anim;
  start(): void;
  stop(): void;
}
/** The parts of the Konva namespace the gate patches. */
export interface KonvaLike {
  Animation: {prototype: Anim; animations: Set<Anim>};
  Tween: {prototype: TweenLike};
  Sprite?: {prototype: SpriteLike};
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const PLAY_LABEL = '播放动画';
export const PAUSE_LABEL = '暂停动画';
/** Tween state of Konva's TweenEngine while it runs backwards. */
const REVERSING = 3;

export interface MotionGate {
  /** Starts everything that waits (the 播放动画 button). */
  play(): void;
  /** Stops everything that runs and keeps it waiting (the 暂停动画 button). */
  pause(): void;
  readonly playing: boolean;
  /** How many animations, tweens and sprites wait for 播放. */
  readonly waiting: number;
}

/** True while the reader is in the middle of a click or key press in this frame (transient user activation). */
function readerGesture(): boolean {
  return (navigator as Navigator & {userActivation?: {isActive: boolean}}).userActivation?.isActive === true;
}

export function installMotionGate(
  Konva: KonvaLike,
  doc: Document = document,
  isGesture: () => boolean = readerGesture,
): MotionGate {
  let playing = false;
  /** What waits for 播放: the animation, tween or sprite, and how to start it. */
  const held = new Map<object, () => void>();
  /** The tween or sprite that drives an animation, so 暂停 pauses the owner (a tween keeps its place and
   * direction); its pause returns how to go on. */
  const owners = new WeakMap<Anim, {owner: object; pause: () => () => void}>();
  let button: HTMLButtonElement | null = null;

  const render = () => {
    if (!button) {
      if (held.size === 0) return;
      button = doc.createElement('button');
      button.type = 'button';
      button.dataset.pgMotion = '';
      button.setAttribute(
        'style',
        'position:fixed;right:8px;bottom:8px;z-index:2147483647;font:14px/1.4 system-ui,sans-serif;padding:4px 12px;' +
          'border:0;border-radius:4px;background:#1e5aa8;color:#fff;cursor:pointer;box-shadow:0 0 0 2px #fff',
      );
      button.addEventListener('focus', () => (button!.style.outline = '3px solid #f5a623'));
      button.addEventListener('blur', () => (button!.style.outline = ''));
      button.addEventListener('click', () => (playing ? gate.pause() : gate.play()));
      doc.body.appendChild(button);
    }
    button.textContent = playing ? PAUSE_LABEL : PLAY_LABEL;
  };
  const hold = (owner: object, start: () => void) => {
    held.set(owner, start);
    render();
  };

  const A = Konva.Animation.prototype;
  const animStart = A.start;
  const animStop = A.stop;
  A.start = function (this: Anim) {
    if (playing || isGesture()) return animStart.call(this);
    hold(this, () => animStart.call(this));
    return this;
  };
  A.stop = function (this: Anim) {
    held.delete(this);
    return animStop.call(this);
  };

  const T = Konva.Tween.prototype;
  const tweenPause = T.pause;
  const tweenDestroy = T.destroy;
  for (const method of ['play', 'reverse'] as const) {
    const original = T[method];
    T[method] = function (this: TweenLike) {
      if (playing || isGesture()) {
        owners.set(this.anim, {
          owner: this,
          pause: () => {
            const back = this.tween.state === REVERSING;
            tweenPause.call(this);
            return () => (back ? T.reverse : T.play).call(this);
          },
        });
        return original.call(this);
      }
      hold(this, () => original.call(this));
      return this;
    };
  }
  T.pause = function (this: TweenLike) {
    held.delete(this);
    return tweenPause.call(this);
  };
  T.destroy = function (this: TweenLike) {
    held.delete(this);
    return tweenDestroy.call(this);
  };

  if (Konva.Sprite) {
    const S = Konva.Sprite.prototype;
    const spriteStart = S.start;
    const spriteStop = S.stop;
    S.start = function (this: SpriteLike) {
      if (playing || isGesture()) {
        owners.set(this.anim, {
          owner: this,
          pause: () => {
            spriteStop.call(this);
            return () => S.start.call(this);
          },
        });
        return spriteStart.call(this);
      }
      hold(this, () => S.start.call(this));
    };
    S.stop = function (this: SpriteLike) {
      held.delete(this);
      return spriteStop.call(this);
    };
  }

  const gate: MotionGate = {
    play() {
      playing = true;
      const waiting = [...held.values()];
      held.clear();
      for (const start of waiting) start();
      render();
    },
    pause() {
      playing = false;
      for (const anim of [...Konva.Animation.animations]) {
        const driver = owners.get(anim);
        if (driver) held.set(driver.owner, driver.pause());
        else {
          animStop.call(anim);
          held.set(anim, () => A.start.call(anim));
        }
      }
      render();
    },
    get playing() {
      return playing;
    },
    get waiting() {
      return held.size;
    },
  };
  return gate;
}
