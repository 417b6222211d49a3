"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function BoardError(props: ErrorProps) {
  return <ErrorPanel {...props} title="The board could not be shown" back={{ href: "/", label: "Back to the documents" }} />;
}
