"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function AuditError(props: ErrorProps) {
  return <ErrorPanel {...props} title="The audit could not be shown" back={{ href: "/", label: "Back to the dialogues" }} />;
}
