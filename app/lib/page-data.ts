import { isRouteErrorResponse } from "react-router";

/**
 * A page's data on a client-side navigation comes by fetch. When that fetch
 * fails (network down, server unreachable), the page shows the same state as
 * when its service fails on the server (e.g. 'No jobs found.', spec section
 * 8), instead of the 'Unexpected Application Error!' screen. Answers the
 * server meant (a 404, a redirect) pass through.
 */
export async function loadOrFallback<T, F>(
  serverLoader: () => Promise<T>,
  fallback: F,
): Promise<T | F> {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    console.warn("Page data could not be loaded", error);
    return fallback;
  }
}
