"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function DocumentError(props: ErrorProps) {
  return <ErrorPanel {...props} title="This document could not be shown" back={{ href: "/", label: "Back to the documents" }} />;
}
