"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function SetPasswordError(props: ErrorProps) {
  return <ErrorPanel {...props} title="This page could not be shown" back={{ href: "/sign-in", label: "Go to sign-in" }} />;
}
