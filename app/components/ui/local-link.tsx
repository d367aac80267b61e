/**
 * Links that stay in the page's language: <Link to="/get-a-quote"> on a
 * Hindi page goes to /hi/get-a-quote. Use these instead of react-router's
 * Link, NavLink and Form on public pages; content keeps English paths.
 */
import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type FormProps,
  type LinkProps,
  type NavLinkProps,
} from "react-router";
import { useLocalize } from "~/lib/i18n";

export function Link({ to, ...props }: LinkProps & { to: string }) {
  return <RouterLink to={useLocalize()(to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & { to: string }) {
  const localize = useLocalize();
  // NavLink's `end` matches "/hi" for the home page as it matched "/".
  return <RouterNavLink to={localize(to)} {...props} />;
}

export function Form({ action, ...props }: FormProps) {
  const localize = useLocalize();
  return <RouterForm action={action === undefined ? undefined : localize(action)} {...props} />;
}
