"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function JudgingError(props: ErrorProps) {
  return <ErrorPanel {...props} title="Judging could not be shown" back={{ href: "/", label: "Back to the dialogues" }} />;
}
