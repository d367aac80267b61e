import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import fontUrl from "./fonts/manrope-wght.woff2?url";
import stylesheetUrl from "./app.css?url";
import { ChatLauncher } from "./components/chat/chat-launcher";
import { FloatingActions } from "./components/layout/floating-actions";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { ErrorPage, NotFoundPage } from "./components/layout/error-pages";
import { useNonce } from "./lib/nonce";
import { PageScripts } from "./lib/page-scripts";
import { langOf } from "@core/i18n";
import { useLang } from "./lib/i18n";
import { textsScope, type RootData, type TextsHandle } from "@core/texts";
import { useTextsOrEnglish } from "./lib/texts";
import { texts as layoutTexts } from "@core/content/layout";
import devanagariFontUrl from "./fonts/noto-sans-devanagari-wght.woff2?url";
import { pageTextsOf } from "./lib/texts.server";

/**
 * The stylesheet has a React `precedence`, so React writes it at the top of
 * <head>, before the modulepreload hints of the page's scripts: the browser
 * asks for it first and paints sooner (a plain stylesheet link came after 25
 * script requests and waited for a connection on a phone's 4G).
 */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheetUrl, precedence: "high" },
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The texts of the frame every public page shows: the header, footer, page
 * titles (`pages`, only the entries a page reads) and the chat's button.
 * The chat's conversation and the statuses it reports are fetched when the
 * chat loads (app/lib/later-texts.ts), not sent with pages.
 */
export const handle = {
  texts: ["layout", "navigation", "company", "pages", "chat-launcher"],
} satisfies TextsHandle;

/**
 * The page's language, and in Hindi and Marathi the texts it needs: those
 * the handles of the routes it matches name (docs/decisions/025-languages.md).
 * A loader is not told which routes matched, only their pattern
 * (`/hi/track-shipment-v2/:lrno`), so the root looks the pattern up in the
 * server build's own route manifest, the one the request was routed with:
 * on the server, when prerendering and for a client navigation's data
 * request alike. The build imports this module, so it is imported when the
 * first loader runs, not at start.
 */
export async function loader({ request, pattern }: Route.LoaderArgs): Promise<RootData> {
  const url = new URL(request.url);
  const lang = langOf(url.pathname);
  if (lang === "en") return { lang, texts: null };
  const { routes } = await import("virtual:react-router/server-build");
  return { lang, texts: pageTextsOf(routes).textsFor(lang, url.pathname, url.search, pattern) };
}

/**
 * The root's data changes only with the language and, in Hindi and Marathi,
 * with the texts the page needs (textsScope: the page, and whether it lists
 * shipments). Not reloaded otherwise: after a form, another query or a
 * failed request the page keeps its own answer.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const next = langOf(nextUrl.pathname);
  if (next !== langOf(currentUrl.pathname)) return true;
  return next !== "en" && textsScope(nextUrl) !== textsScope(currentUrl);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const lang = useLang();
  const t = useTextsOrEnglish(layoutTexts);
  // The staff console and the business portal have frames of their own, not the public site's.
  const staff = /^(\/staff|(\/(hi|mr))?\/business)(\/|$)/.test(useLocation().pathname);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d1f38" />
        {lang !== "en" && (
          <link
            rel="preload"
            href={devanagariFontUrl}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {staff ? (
          children
        ) : (
          <>
            <a
              id="top"
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-navy-900 focus:shadow-lift"
            >
              {t.skipLink}
            </a>
            <SiteHeader />
            <main id="main" tabIndex={-1} className="outline-none">
              {children}
            </main>
            <SiteFooter />
            {/* The floating buttons in a landmark of their own, so no content sits outside one. */}
            <aside
              aria-label={t.floating.label}
              data-floating-actions=""
              className={FLOATING_STRIP}
            >
              <FloatingActions />
              <ChatLauncher />
            </aside>
          </>
        )}
        <ScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * On a phone the floating buttons' own strip at the foot of the window, 64 px
 * (the footer is padded as much, app.css's scroll-padding clears it): the page
 * scrolls under it as under the browser's bar, never under a button.
 */
const FLOATING_STRIP =
  "max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-40 max-sm:h-16 max-sm:border-t max-sm:border-navy-100 max-sm:bg-white max-sm:shadow-[0_-2px_10px_rgb(15_23_42_/0.08)]";

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage />;
}
