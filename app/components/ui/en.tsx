/**
 * English inside a Hindi or Marathi text: the brand name, an LR number, an
 * e-mail address or a phone number, marked lang="en" so screen readers and
 * search engines read it as English. On English pages it adds nothing.
 */
import { Fragment, type ReactNode } from "react";
import { useLang } from "~/lib/i18n";

export function En({ children }: { children: ReactNode }) {
  return useLang() === "en" ? <>{children}</> : <span lang="en">{children}</span>;
}

/**
 * A text with "{name}" places filled with elements:
 * <Filled text={t.callUs} values={{ phone: <En>{company.phone.display}</En> }} />.
 */
export function Filled({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Fragment key={i}>{part in values ? values[part] : `{${part}}`}</Fragment>
        ) : (
          part
        ),
      )}
    </>
  );
}
