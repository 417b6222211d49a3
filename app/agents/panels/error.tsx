"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function PanelDesignError(props: ErrorProps) {
  return <ErrorPanel {...props} title="The panel design view could not be shown" back={{ href: "/agents", label: "Back to the agents" }} />;
}
