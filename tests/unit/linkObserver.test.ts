// The links' shared observer: one IntersectionObserver, each link's callback once, on its first intersection.
import {afterEach, describe, expect, it, vi} from 'vitest';

type Entry = {target: Element; isIntersecting: boolean; intersectionRatio: number};
const observers: FakeObserver[] = [];
class FakeObserver {
  watched = new Set<Element>();
  constructor(public callback: (entries: Entry[]) => void) {
    observers.push(this);
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  fire(entries: Entry[]) {
    this.callback(entries);
  }
}
vi.stubGlobal('IntersectionObserver', FakeObserver);
const {whenVisible} = await import('../../src/plugins/speed/link-prefetch/client/observe');

afterEach(() => observers.forEach((o) => o.watched.clear()));

describe('whenVisible', () => {
  const a = {} as Element;
  const b = {} as Element;

  const tasks = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('watches every link with one observer and calls back once, in a task of its own, when the link first intersects', async () => {
    const seen: string[] = [];
    whenVisible(a, () => seen.push('a'));
    whenVisible(b, () => seen.push('b'));
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    observer!.fire([
      {target: a, isIntersecting: false, intersectionRatio: 0},
      {target: b, isIntersecting: true, intersectionRatio: 0.5},
    ]);
    expect(seen).toEqual([]);
    expect([...observer!.watched]).toEqual([a]);
    await tasks();
    expect(seen).toEqual(['b']);
    observer!.fire([{target: b, isIntersecting: true, intersectionRatio: 1}]);
    await tasks();
    expect(seen).toEqual(['b']);
  });

  it('stops watching when the returned function is called (the link unmounts)', async () => {
    const seen: string[] = [];
    const stop = whenVisible(a, () => seen.push('a'));
    stop();
    observers[0]!.fire([{target: a, isIntersecting: true, intersectionRatio: 1}]);
    await tasks();
    expect(seen).toEqual([]);
    expect(observers[0]!.watched.size).toBe(0);
  });
});
