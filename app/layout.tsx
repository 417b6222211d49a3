import type { Metadata } from "next";
import Link from "next/link";
import { THEME_SCRIPT } from "@/components/ui/theme";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { signOutAction } from "@/lib/actions/sign-out";
import { currentViewer } from "@/lib/auth/guard";
import { ROLE_LABELS, roleAtLeast, type Role } from "@/lib/auth/roles";
import "./globals.css";
import { Badge } from "@/components/ui/badge";

export const metadata: Metadata = {
  title: { default: "Roundtable", template: "%s · Roundtable" },
  description: "Review, score and search multi-agent alignment dialogues.",
};

const navLink =
  "shrink-0 text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:text-white";

/** Links by the role that can use them; a link to a page one cannot use would only lead to a refusal. */
const LINKS: [string, string, Role | null][] = [
  ["/", "Dialogues", null],
  ["/search", "Search", null],
  ["/judging", "Judging", null],
  ["/queues", "Queues", "judge"],
  ["/upload", "Upload", "admin"],
  ["/sources", "Sources", "admin"],
  ["/admin/users", "Users", "admin"],
];

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const viewer = await currentViewer();
  return (
    // The theme script sets a class on <html> before React hydrates; that difference is expected.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
        >
          Skip to content
        </a>
        <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3 sm:gap-6">
            <Link href="/" className="flex items-center gap-2 font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-blue-600">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full bg-blue-700 ring-4 ring-blue-200 dark:ring-blue-900" />
              {/* On phones the dot alone leads home: the row has room for the links, not the name. */}
              <span className="sr-only sm:not-sr-only">Roundtable</span>
            </Link>
            <ul className="flex min-w-0 flex-1 items-center gap-4 overflow-x-auto py-1 sm:gap-6">
              {LINKS.filter(([, , role]) => role === null || (viewer && roleAtLeast(viewer.role, role))).map(([href, label]) => (
                <li key={href} className="shrink-0">
                  <Link href={href} className={navLink}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
            <ThemeToggle />
            {viewer ? (
              <form action={signOutAction} className="flex shrink-0 items-center gap-2">
                <span className="hidden text-sm text-slate-600 md:inline dark:text-slate-300" title={viewer.email}>
                  {viewer.name} <Badge tone="muted">{ROLE_LABELS[viewer.role]}</Badge>
                </span>
                <button
                  type="submit"
                  className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200"
                >
                  Sign out
                </button>
              </form>
            ) : (
              <Link
                href="/sign-in"
                className="shrink-0 text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
              >
                Sign in
              </Link>
            )}
          </nav>
        </header>
        <main id="main" className="mx-auto max-w-6xl px-4 py-8">
          {children}
        </main>
      </body>
    </html>
  );
}
