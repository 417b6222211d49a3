"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function QueueError(props: ErrorProps) {
  return <ErrorPanel {...props} title="This queue could not be shown" back={{ href: "/queues", label: "Back to the queues" }} />;
}
