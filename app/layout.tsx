import type { Metadata } from "next";
import { THEME_SCRIPT } from "@/components/ui/theme";
import { SiteHeader } from "@/components/layout/site-header";
import { currentRole } from "@/lib/auth/guard";
import { publicRead } from "@/lib/auth/session";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Roundtable", template: "%s · Roundtable" },
  description: "Review, score and search multi-agent alignment dialogues.",
};

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const role = await currentRole();
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
        <SiteHeader role={role} publicRead={publicRead()} />
        <main id="main" className="mx-auto max-w-6xl px-4 py-8">
          {children}
        </main>
      </body>
    </html>
  );
}
