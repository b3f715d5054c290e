import { useEffect } from "react";

/**
 * WCAG 2.1.1: a table that scrolls sideways (Tremor's table root scrolls when the table is wider
 * than its card) must be reachable by keyboard, so the arrow keys can scroll it. Tremor does not
 * let us set attributes on that element, so the shell does it, once, for every screen: a table
 * root that overflows becomes a focusable region named like its table; one that fits stays out of
 * the tab order.
 */
export function useScrollableRegions(root: HTMLElement | null): void {
  useEffect(() => {
    if (!root) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      for (const region of root.querySelectorAll<HTMLElement>(".tremor-Table-root")) {
        const scrolls = region.scrollWidth > region.clientWidth + 1 || region.scrollHeight > region.clientHeight + 1;
        if (scrolls && region.getAttribute("tabindex") !== "0") {
          region.setAttribute("tabindex", "0");
          region.setAttribute("role", "region");
          const table = region.querySelector("table");
          const name = table?.getAttribute("aria-label") ?? table?.querySelector("caption")?.textContent ?? null;
          if (name) region.setAttribute("aria-label", name);
        } else if (!scrolls && region.getAttribute("tabindex") === "0") {
          region.removeAttribute("tabindex");
          region.removeAttribute("role");
          region.removeAttribute("aria-label");
        }
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true });
    window.addEventListener("resize", schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [root]);
}
