"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function QueuesError(props: ErrorProps) {
  return <ErrorPanel {...props} title="Queues could not be shown" back={{ href: "/judging", label: "Back to judging" }} />;
}
