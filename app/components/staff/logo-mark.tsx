import { ShieldCheck } from "~/components/ui/icons";

export function LogoMark() {
  return <ShieldCheck className="size-5 text-navy-700" aria-hidden="true" />;
}
