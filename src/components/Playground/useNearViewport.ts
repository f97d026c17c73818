// True once the element comes within 300 px of the viewport, false again beyond 1500 px (hidden tabs count as far).
import {useEffect, useState, type RefObject} from 'react';

const NEAR = '300px 0px';
const FAR = '1500px 0px';

export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current!;
    const nearObs = new IntersectionObserver((es) => es.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: NEAR,
    });
    const farObs = new IntersectionObserver((es) => es.every((e) => !e.isIntersecting) && setNear(false), {
      rootMargin: FAR,
    });
    nearObs.observe(el);
    farObs.observe(el);
    return () => {
      nearObs.disconnect();
      farObs.disconnect();
    };
  }, [ref]);
  return near;
}
