import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The height that makes an element reach the bottom of the window, less `bottom` (the content area's
 * padding): the modeler fills the page whatever the header and tags bar above it take.
 */
export function useFillHeight<E extends HTMLElement>(bottom: number, min = 420) {
  const ref = useRef<E>(null);
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const update = () => {
      const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - bottom)));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [bottom, min]);
  return [ref, height] as const;
}
