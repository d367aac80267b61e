import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element is within `margin` of the viewport. With `once`, it
 * stays true after the first time (for work that should start only once).
 */
export function useInView(
  ref: RefObject<Element | null>,
  { margin = "0px", once = false } = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting ?? false;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, once]);
  return inView;
}
