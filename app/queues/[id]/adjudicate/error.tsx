"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function AdjudicateError(props: ErrorProps) {
  return <ErrorPanel {...props} title="The disagreements could not be shown" back={{ href: "/queues", label: "Back to the queues" }} />;
}
