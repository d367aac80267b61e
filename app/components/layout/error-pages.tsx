import { Home, Phone } from "lucide-react";
import { Link } from "react-router";
import { company } from "~/content/company";

function ErrorShell({
  code,
  title,
  children,
}: {
  code: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-20 text-center">
      <div className="max-w-xl">
        <p className="text-7xl font-extrabold tracking-tight text-saffron-600" aria-hidden="true">
          {code}
        </p>
        <h1 className="mt-4 text-title font-extrabold text-navy-900">{title}</h1>
        {children}
      </div>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <ErrorShell code="404" title="404 - Page Not Found">
      <p className="mt-4 text-lg text-muted">
        We could not find the page you asked for. It may have moved, or the address may have a
        typing mistake.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          <Home className="size-4" aria-hidden="true" />
          Go to the home page
        </Link>
        <Link to="/track-shipment" className="btn-outline text-navy-900">
          Track a shipment
        </Link>
      </div>
    </ErrorShell>
  );
}

export function ErrorPage() {
  return (
    <ErrorShell code="!" title="Unexpected Application Error!">
      <p className="mt-4 text-lg text-muted">
        Something went wrong on our side. Please reload the page or try again in a few minutes. If
        it keeps happening, call us on{" "}
        <a href={`tel:${company.phone.tel}`} className="font-semibold text-navy-800 underline">
          {company.phone.display}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary" reloadDocument>
          <Home className="size-4" aria-hidden="true" />
          Go to the home page
        </Link>
        <a href={`tel:${company.phone.tel}`} className="btn-outline text-navy-900">
          <Phone className="size-4" aria-hidden="true" />
          Call support
        </a>
      </div>
    </ErrorShell>
  );
}
