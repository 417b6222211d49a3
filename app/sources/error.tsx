"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function SourcesError(props: ErrorProps) {
  return <ErrorPanel {...props} title="The sources could not be shown" back={{ href: "/", label: "Back to the dialogues" }} />;
}
