import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { servicesContext } from "./context.ts";
import { NonceProvider } from "./nonce.tsx";

export { servicesContext } from "./context.ts";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const services = loadContext.get(servicesContext);
  const userAgent = request.headers.get("user-agent");
  const bot = userAgent ? isbot(userAgent) : false;

  // Bots and crawlers get no error page; the error is only logged (docs/product.md, Route parameters and not-found).
  if (bot && responseStatusCode >= 400) {
    services.log.info(
      { status: responseStatusCode, url: request.url, userAgent },
      "error page withheld from bot",
    );
    return new Response(null, { status: responseStatusCode, headers: { "cache-control": "no-store" } });
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={services.nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={services.nonce} />
    </NonceProvider>,
    {
      nonce: services.nonce,
      // A boundary whose content is ready goes out in place, however large: React otherwise sends a large one
      // after its placeholder and swaps it in by script, and the page below it moves (the token page's market
      // panel).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) services.log.error({ err: error }, "render failed");
      },
    },
  );
  shellRendered = true;
  // The page goes out once every boundary is ready, so each is in place: no loader defers data, and a
  // boundary that waits only for a lazy module's first load in a fresh process would otherwise follow its
  // placeholder as a hidden copy, the page holding both with their ids and landmarks twice
  // (docs/decisions/018-valid-html.md).
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: RouterContextProvider },
) {
  if (request.signal.aborted) return;
  context.get(servicesContext).log.error({ err: error, url: request.url }, "request failed");
}
