import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Takes the visitor to the answer a page arrived with after a form (a ticket
 * number, "your reply is sent"): focus moves to it, so a screen reader reads
 * it, and the view is brought to it, so nobody is left at the foot of the
 * page where the form was, inviting a second send. Again at every arrival
 * (the location's key), also when the answer is the same as the last one.
 * Without JavaScript the redirect's #anchor brings the view there.
 */
export function useArrivalFocus<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  useEffect(() => {
    const answer = ref.current;
    if (!active || !answer) return;
    answer.focus({ preventScroll: true });
    answer.scrollIntoView({ block: "center" });
  }, [active, key]);
  return ref;
}
