/**
 * The six services in the page's language: `services` (core/content/services.ts)
 * with their titles, full names and descriptions from the `services` texts,
 * so serviceName() and the cards read the same in Hindi and Marathi.
 */
import { useMemo } from "react";
import { services, texts, type Service } from "@core/content/services";
import { useTexts } from "./texts";

export function useServices(): readonly Service[] {
  const t = useTexts(texts);
  return useMemo(
    () => (t === texts.en ? services : services.map((s, i) => ({ ...s, ...t.services[i] }))),
    [t],
  );
}
