import type { Metadata } from "next";
import { StatusPage } from "@/components/ui/status-page";

export const metadata: Metadata = { title: "Not found" };

export default function NotFound() {
  return (
    <StatusPage
      status="404 · Not found"
      title="There is no page here"
      links={[
        { href: "/", label: "Back to the dialogues" },
        { href: "/search", label: "Search" },
      ]}
    >
      <p>The address may be mistyped, or what it pointed to was renamed or removed.</p>
    </StatusPage>
  );
}
