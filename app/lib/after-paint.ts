/**
 * Resolves once the browser has painted the next frame: work started here comes after the
 * visitor has seen their press answered, so it does not delay that answer (Interaction to Next
 * Paint). A page that is not drawn (a hidden tab) paints no frame, so it waits 100 ms at most.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
