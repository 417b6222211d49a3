"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function MyScoresError(props: ErrorProps) {
  return <ErrorPanel {...props} title="Your scores could not be shown" back={{ href: "/queues", label: "Back to the queues" }} />;
}
