"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function DialogueError(props: ErrorProps) {
  return <ErrorPanel {...props} title="This dialogue could not be shown" back={{ href: "/", label: "Back to the dialogues" }} />;
}
