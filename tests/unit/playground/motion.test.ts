// The runner's reduced-motion gate on a real Konva: animations, tweens and sprites wait for 播放动画, run after it,
// stop on 暂停动画 (a tween keeps its place) and start at once when the reader causes them (a click in the example).
import Konva from 'konva';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {
  installMotionGate,
  PAUSE_LABEL,
  PLAY_LABEL,
  type KonvaLike,
  type MotionGate,
} from '../../../src/plugins/playground/runtime/motion';

/** Just enough of a document for the gate's button. */
function fakeDocument() {
  const appended: FakeButton[] = [];
  class FakeButton {
    type = '';
    textContent = '';
    dataset: Record<string, string> = {};
    style: Record<string, string> = {};
    private listeners: Record<string, () => void> = {};
    setAttribute() {}
    addEventListener(type: string, f: () => void) {
      this.listeners[type] = f;
    }
    click() {
      this.listeners.click?.();
    }
  }
  const doc = {createElement: () => new FakeButton(), body: {appendChild: (b: FakeButton) => appended.push(b)}};
  return {doc: doc as unknown as Document, appended};
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('motion gate', () => {
  let gate: MotionGate;
  let gesture = false;
  const {doc, appended} = fakeDocument();

  beforeAll(() => {
    // Tweens on nodes outside a layer work, with a console warning we do not need here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    gate = installMotionGate(Konva as unknown as KonvaLike, doc, () => gesture);
  });
  afterAll(() => vi.restoreAllMocks());

  it('holds animations and tweens, and shows 播放动画 once something waits', async () => {
    expect(appended).toHaveLength(0);
    const anim = new Konva.Animation(() => {});
    anim.start();
    const rect = new Konva.Rect({x: 0});
    rect.to({x: 100, duration: 0.1});
    await wait(250);
    expect(anim.isRunning()).toBe(false);
    expect(rect.x()).toBe(0);
    expect(gate.waiting).toBe(2);
    expect(appended).toHaveLength(1);
    expect(appended[0]!.textContent).toBe(PLAY_LABEL);

    // 播放动画 starts what waited.
    appended[0]!.click();
    expect(gate.playing).toBe(true);
    expect(appended[0]!.textContent).toBe(PAUSE_LABEL);
    expect(anim.isRunning()).toBe(true);
    await vi.waitFor(() => expect(rect.x()).toBe(100), {timeout: 5000});
    anim.stop();
  });

  it('暂停动画 stops what runs; a paused tween goes on from where it stopped', async () => {
    const anim = new Konva.Animation(() => {});
    anim.start(); // playing: runs at once
    expect(anim.isRunning()).toBe(true);
    const rect = new Konva.Rect({x: 0});
    const tween = new Konva.Tween({node: rect, x: 100, duration: 2}); // long enough for a loaded machine
    tween.play();
    await wait(200);
    gate.pause();
    expect(anim.isRunning()).toBe(false);
    const stoppedAt = rect.x();
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(100);
    await wait(200);
    expect(rect.x()).toBe(stoppedAt);
    expect(gate.waiting).toBe(2);
    expect(appended).toHaveLength(1);
    expect(appended[0]!.textContent).toBe(PLAY_LABEL);

    gate.play();
    expect(anim.isRunning()).toBe(true);
    await vi.waitFor(() => expect(rect.x()).toBeGreaterThan(stoppedAt), {timeout: 5000});
    tween.finish();
    expect(rect.x()).toBe(100);
    anim.stop();
    gate.pause();
  });

  it('a start the reader causes (a click in the example) runs at once, and stop() drops what waits', () => {
    const held = new Konva.Animation(() => {});
    held.start();
    expect(held.isRunning()).toBe(false);
    const before = gate.waiting;
    held.stop();
    expect(gate.waiting).toBe(before - 1);

    gesture = true;
    const clicked = new Konva.Animation(() => {});
    clicked.start();
    gesture = false;
    expect(clicked.isRunning()).toBe(true);
    expect(gate.playing).toBe(false);
    clicked.stop();
  });

  it('a sprite waits too', () => {
    const sprite = new Konva.Sprite({
      animation: 'a',
      animations: {a: [0, 0, 1, 1, 1, 0, 1, 1]},
      image: undefined as never,
      frameRate: 10,
    });
    sprite.start();
    expect(sprite.isRunning()).toBe(false);
    gate.play();
    expect(sprite.isRunning()).toBe(true);
    gate.pause();
    expect(sprite.isRunning()).toBe(false);
    sprite.stop();
  });
});
