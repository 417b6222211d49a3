"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function ManageQueueError(props: ErrorProps) {
  return <ErrorPanel {...props} title="This queue could not be managed" back={{ href: "/queues", label: "Back to the queues" }} />;
}
