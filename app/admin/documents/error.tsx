"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function DocumentsAdminError(props: ErrorProps) {
  return <ErrorPanel {...props} title="The documents' history could not be shown" back={{ href: "/", label: "Back to the dialogues" }} />;
}
