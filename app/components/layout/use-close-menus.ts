import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * Closes every <details> menu inside `container` when the path changes, when
 * the visitor clicks or taps outside it, and on Escape (returning focus to
 * the menu's button). Without JavaScript the menus still open and close.
 */
export function useCloseMenus(container: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();

  useEffect(() => {
    container.current?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
  }, [pathname, container]);

  useEffect(() => {
    function closeOthers(target: EventTarget | null) {
      const root = container.current;
      if (!root) return;
      root.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((d) => {
        // A group inside a menu (the mobile menu's Services and Join Us) stays
        // open while the visitor works in that menu: the groups toggle
        // separately (spec section 4, "Mobile menu").
        const menu = outermostMenu(d, root);
        if (!(target instanceof Node) || !menu.contains(target)) d.open = false;
      });
    }
    function onPointerDown(event: PointerEvent) {
      closeOthers(event.target);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      const open = [
        ...(container.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? []),
      ];
      const innermost = open.at(-1);
      if (!innermost) return;
      innermost.open = false;
      innermost.querySelector("summary")?.focus();
    }
    function onFocusIn(event: FocusEvent) {
      closeOthers(event.target);
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [container]);
}

/** The outermost <details> inside `root` that contains `details` (itself when not nested). */
function outermostMenu(details: HTMLDetailsElement, root: HTMLElement): HTMLDetailsElement {
  let menu = details;
  for (let outer = menu.parentElement?.closest("details"); outer && root.contains(outer); ) {
    menu = outer;
    outer = menu.parentElement?.closest("details");
  }
  return menu;
}
