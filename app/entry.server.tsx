import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { NonceContext } from "~/lib/nonce";
import { fieldOf } from "@core/unknown-values";

export const streamTimeout = 5_000;

/** For the host: a found shipment's own part of its page (server/tracking/shipment-page.ts). */
export { renderShipmentPart, shellIntro } from "~/lib/shipment-part.server";

/**
 * React Router's default Node entry, plus the CSP nonce that the host puts in
 * the load context (server/http/security.ts). Prerendered pages have no nonce:
 * the host allows their inline scripts by hash instead.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext | undefined,
) {
  // 204: a loader's "stay where you are" (routes/track/track-shipment.tsx); such a status has no body.
  if (request.method.toUpperCase() === "HEAD" || responseStatusCode === 204) {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React 19.2 moves finished Suspense boundaries that come after 12.8 KB of
        // HTML to the end of the stream, hidden until a script reveals them: the
        // home page's deferred parts would be invisible without JavaScript.
        // Finished boundaries stay in place; ones still waiting for data stream.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reach React Router, which logs them.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * An error a loader or action threw: handed to the host in the load context,
 * which logs it by its facts and answers 503 with Retry-After for a database
 * outage instead of 500 (server/app.ts); without the host, logged as React
 * Router's default does.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // The host's load context has the list; React Router types `context` loosely (any).
  const thrown = fieldOf(context, "thrown");
  if (Array.isArray(thrown)) thrown.push(error);
  else if (!request.signal.aborted) console.error(error);
};
