"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function CompareError(props: ErrorProps) {
  return <ErrorPanel {...props} title="The comparison could not be shown" back={{ href: "/compare", label: "Pick other dialogues" }} />;
}
