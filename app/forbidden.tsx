import type { Metadata } from "next";
import { StatusPage } from "@/components/ui/status-page";

export const metadata: Metadata = { title: "Not allowed" };

export default function Forbidden() {
  return (
    <StatusPage status="403 · Not allowed" title="Your role does not allow this" links={[{ href: "/", label: "Back to the dialogues" }]}>
      <p>This page or action needs another role. Ask an admin if you need it.</p>
    </StatusPage>
  );
}
