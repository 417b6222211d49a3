"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function RubricsError(props: ErrorProps) {
  return <ErrorPanel {...props} title="The rubrics could not be shown" back={{ href: "/queues", label: "Back to the queues" }} />;
}
