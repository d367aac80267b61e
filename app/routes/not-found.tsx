import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/error-pages";
import { texts as layoutTexts } from "@core/content/layout";
import { rootDataOf } from "~/lib/meta";
import { sentTexts } from "@core/texts";
import type { Route } from "./+types/not-found";

/** Any path no other route matches: the 404 page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => [
  {
    title:
      sentTexts(layoutTexts, rootDataOf(args)?.texts)?.notFound.metaTitle ??
      layoutTexts.en.notFound.metaTitle,
  },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}
