// Animation and Tween facts (issue 37): what redraws a frame, what a second start() does, when onReset fires.
// Frames are driven by hand (Animation._runFrames) on a controlled clock, so nothing waits for real time.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {installStubCanvas} from './stubCanvas';
import {docPage, zh} from './zh';

const Konva = installStubCanvas();
type AnimStatics = {_runFrames(): void};
const runFrame = () => (Konva.Animation as unknown as AnimStatics)._runFrames();

let clock = 0;
function useClock() {
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
}

function withAutoDraw<T>(on: boolean, fn: () => T): T {
  const saved = Konva.autoDrawEnabled;
  Konva.autoDrawEnabled = on;
  try {
    return fn();
  } finally {
    Konva.autoDrawEnabled = saved;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Animation without layers', () => {
  it('still redraws through the setters while Konva.autoDrawEnabled is on (the default), not when it is off', () => {
    for (const auto of [true, false]) {
      const layer = new Konva.Layer();
      const ball = new Konva.Circle({radius: 5});
      layer.add(ball);
      const draws = vi.spyOn(layer, 'batchDraw');
      const anim = new Konva.Animation(() => {
        ball.x(ball.x() + 1);
      });
      withAutoDraw(auto, () => {
        anim.start();
        runFrame();
        anim.stop();
      });
      expect(draws.mock.calls.length > 0, `autoDrawEnabled ${auto}`).toBe(auto);
      layer.destroy();
    }
  });

  it('returning false skips only the animation’s own redraw: a setter called before it still schedules one', () => {
    const layer = new Konva.Layer();
    const ball = new Konva.Circle({radius: 5});
    layer.add(ball);
    const draws = vi.spyOn(layer, 'batchDraw');
    const quiet = new Konva.Animation(() => false, layer);
    const moved = new Konva.Animation(() => {
      ball.y(ball.y() + 1);
      return false;
    });
    withAutoDraw(true, () => {
      quiet.start();
      runFrame();
      expect(draws).not.toHaveBeenCalled();
      quiet.stop();
      moved.start();
      runFrame();
      moved.stop();
    });
    expect(draws).toHaveBeenCalled();
    layer.destroy();
  });

  it('the tutorial and the API no longer say nothing is redrawn', async () => {
    const page = docPage('animations/Create_an_Animation.mdx');
    expect(page).not.toMatch(/省略第二个参数时函数照样执行，但画面不会更新/);
    expect(page).toMatch(/Konva\.autoDrawEnabled`\]\(\/api\/Konva\.html#autoDrawEnabled\) 为 `true` 时/);
    expect(page).toMatch(/返回 `false` 之前若已经调用了 setter/);
    expect(await zh('Animation', 'setLayers')).not.toMatch(/`null` 表示不重绘任何图层/);
    expect(await zh('Animation', 'setLayers')).toMatch(/autoDrawEnabled/);
    expect(await zh('Animation', 'func')).toMatch(/autoDrawEnabled/);
    expect(await zh('Animation', 'layers')).toMatch(/autoDrawEnabled/);
  });
});

describe('Animation.start on a running animation', () => {
  it('moves lastTime to the call and drops the time since the last frame from frame.time', () => {
    useClock();
    clock = 1000;
    const anim = new Konva.Animation(() => false);
    anim.start();
    clock = 1016;
    runFrame();
    expect(anim.frame.time).toBe(16);
    clock = 1026;
    anim.start(); // 10 ms after the last frame
    expect(anim.frame.timeDiff).toBe(0);
    expect(anim.frame.lastTime).toBe(1026);
    clock = 1032;
    runFrame();
    // 32 ms passed since the first start, 10 of them before the second start() are lost
    expect(anim.frame.time).toBe(22);
    anim.stop();
    clock = 5000;
    anim.start();
    clock = 5016;
    runFrame();
    // stop/start keeps the accumulated time and skips the pause
    expect(anim.frame.time).toBe(38);
    anim.stop();
  });

  it('the tutorial and the API say a second start() is not free', async () => {
    const page = docPage('animations/Create_an_Animation.mdx');
    expect(page).not.toMatch(/再调一次 `start\(\)` 没有副作用/);
    expect(page).toMatch(/上一帧到这次调用之间的时间就不计入 `frame\.time`/);
    const start = await zh('Animation', 'start');
    expect(start).toMatch(/`frame\.lastTime` 设为此刻/);
    expect(start).toMatch(/不计入 `frame\.time`/);
    expect(await zh('Animation', 'frame')).not.toMatch(/动画开始后的毫秒数/);
  });
});

describe('Tween onReset', () => {
  it('fires on reset() and when reverse() reaches the start, not when the tween is created', () => {
    const layer = new Konva.Layer();
    const box = new Konva.Rect({x: 0});
    layer.add(box);
    const onReset = vi.fn();
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const tween = new Konva.Tween({node: box, x: 100, duration: 1, onReset});
    expect(onReset).not.toHaveBeenCalled();
    tween.seek(0.5);
    tween.reverse();
    now += 600; // past the start: the engine resets
    (tween as unknown as {tween: {onEnterFrame(): void}}).tween.onEnterFrame();
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(box.x()).toBe(0);
    tween.reset();
    expect(onReset).toHaveBeenCalledTimes(2);
    tween.destroy();
    layer.destroy();
  });

  it('the API says so', async () => {
    const text = await zh('Tween', 'onReset');
    expect(text).toMatch(/`reset\(\)`/);
    expect(text).toMatch(/`reverse\(\)`/);
    expect(await zh('Tween', 'reverse')).toMatch(/onReset/);
  });
});
