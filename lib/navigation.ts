import { type Role, roleAtLeast } from "@/lib/auth/roles";

export interface NavLink {
  href: string;
  label: string;
}

/** Each page of the main navigation and who can use it: "reader" pages are open to visitors under ROUNDTABLE_PUBLIC_READ. */
const LINKS: (NavLink & { needs: "reader" | Role })[] = [
  { href: "/", label: "Dialogues", needs: "reader" },
  { href: "/search", label: "Search", needs: "reader" },
  { href: "/compare", label: "Compare", needs: "reader" },
  { href: "/agents", label: "Agents", needs: "reader" },
  { href: "/audit", label: "Audit", needs: "reader" },
  { href: "/judging", label: "Judging", needs: "reader" },
  { href: "/queues", label: "Queues", needs: "judge" },
  { href: "/upload", label: "Upload", needs: "admin" },
  { href: "/sources", label: "Sources", needs: "admin" },
  { href: "/admin/users", label: "Users", needs: "admin" },
];

/** The links a person can follow: a link to a page one cannot use would only lead to sign-in or a refusal. */
export function navLinksFor(role: Role | null, publicRead: boolean): NavLink[] {
  return LINKS.filter(({ needs }) => (needs === "reader" ? role !== null || publicRead : role !== null && roleAtLeast(role, needs))).map(({ href, label }) => ({
    href,
    label,
  }));
}

/** Whether a link is the current page's section: "/" only for itself, the others for their subpages too. */
export function isCurrent(href: string, pathname: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}
