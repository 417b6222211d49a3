import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { signOutAction } from "@/lib/actions/sign-out";
import { ROLE_LABELS, type Role } from "@/lib/auth/roles";
import { navLinksFor } from "@/lib/navigation";
import { AccountName } from "./account-name";
import { NavLinks } from "./nav-links";
import { NavMenu } from "./nav-menu";

const signOutButton =
  "text-sm font-medium text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200";

function Account({ role, className }: { role: Role; className: string }) {
  return (
    <form action={signOutAction} className={className}>
      <span className="min-w-0 truncate text-sm text-slate-600 dark:text-slate-300">
        {/* One's name opens one's own page (API tokens): a link of its own would crowd the admin's row of pages. */}
        <Link href="/account/tokens" className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
          <AccountName />
          <span className="sr-only">: your API tokens</span>
        </Link>{" "}
        <Badge tone="muted">{ROLE_LABELS[role]}</Badge>
      </span>
      <button type="submit" className={signOutButton}>
        Sign out
      </button>
    </form>
  );
}

/**
 * The site's header: the name, the pages this person can use (a row on wide screens, a Menu on narrow ones, so every
 * page is reachable at 390 px), the theme, and who is signed in. Signed out it offers only what a visitor can use.
 * It reads the role alone (the name is filled in by the browser), so a page stays one page for everyone of a role.
 */
export function SiteHeader({ role, publicRead }: { role: Role | null; publicRead: boolean }) {
  const links = navLinksFor(role, publicRead);
  return (
    <header className="relative border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:gap-5">
        <Link href="/" className="flex shrink-0 items-center gap-2 font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-blue-600">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full bg-blue-700 ring-4 ring-blue-200 dark:ring-blue-900" />
          Roundtable
        </Link>
        <NavLinks links={links} />
        <span className="flex-1" />
        <ThemeToggle />
        {role ? <Account role={role} className="hidden shrink-0 items-center gap-3 lg:flex" /> : null}
        {role || links.length > 0 ? (
          <NavMenu links={links}>{role ? <Account role={role} className="flex items-center justify-between gap-3 px-3" /> : null}</NavMenu>
        ) : null}
        {role ? null : (
          <Link
            href="/sign-in"
            className="shrink-0 text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            Sign in
          </Link>
        )}
      </nav>
    </header>
  );
}
