import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/error-pages";

/** Any path no other route matches: the 404 page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [
  { title: "404 - Page Not Found | Sahyadri Interlink Logistics" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}
