import { Home, Phone } from "~/components/ui/icons";
import { En, Filled } from "~/components/ui/en";
import { Link } from "~/components/ui/local-link";
import { company } from "@core/content/company";
import { texts as layoutTexts } from "@core/content/layout";
import { useTextsOrEnglish } from "~/lib/texts";

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
  const t = useTextsOrEnglish(layoutTexts).notFound;
  return (
    <ErrorShell code="404" title={t.title}>
      <p className="mt-4 text-lg text-muted">{t.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          <Home className="size-4" aria-hidden="true" />
          {t.home}
        </Link>
        <Link to="/track-shipment" className="btn-outline text-navy-900">
          {t.track}
        </Link>
      </div>
    </ErrorShell>
  );
}

export function ErrorPage() {
  const t = useTextsOrEnglish(layoutTexts).error;
  return (
    <ErrorShell code="!" title={t.title}>
      <p className="mt-4 text-lg text-muted">
        <Filled
          text={t.text}
          values={{
            phone: (
              <a
                href={`tel:${company.phone.tel}`}
                className="font-semibold text-navy-800 underline"
              >
                <En>{company.phone.display}</En>
              </a>
            ),
          }}
        />
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary" reloadDocument>
          <Home className="size-4" aria-hidden="true" />
          {t.home}
        </Link>
        <a href={`tel:${company.phone.tel}`} className="btn-outline text-navy-900">
          <Phone className="size-4" aria-hidden="true" />
          {t.call}
        </a>
      </div>
    </ErrorShell>
  );
}
