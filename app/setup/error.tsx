"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function SetupError(props: ErrorProps) {
  return <ErrorPanel {...props} title="Setup could not be shown" back={{ href: "/sign-in", label: "Go to sign-in" }} />;
}
