/**
 * A service's parts are top-level functions that take the service's context
 * first; its factory binds them to one context, so a caller writes
 * `services.tracking.findTracking(lrNo)` and a reader opens `findTracking`
 * by name. The bound function keeps the part's own parameters and result.
 */
export function bindContext<C>(context: C) {
  return <A extends unknown[], R>(part: (context: C, ...rest: A) => R) =>
    (...rest: A): R =>
      part(context, ...rest);
}
