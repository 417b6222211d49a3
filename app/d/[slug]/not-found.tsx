import { StatusPage } from "@/components/ui/status-page";

export default function DialogueNotFound() {
  return (
    <StatusPage
      status="404 · Not found"
      title="No dialogue at this address"
      links={[
        { href: "/", label: "Back to the dialogues" },
        { href: "/search", label: "Search the dialogues" },
      ]}
    >
      <p>It may have been renamed, or removed from its source.</p>
    </StatusPage>
  );
}
