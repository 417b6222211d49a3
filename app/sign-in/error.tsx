"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function SignInError(props: ErrorProps) {
  return <ErrorPanel {...props} title="Sign-in could not be shown" back={{ href: "/", label: "Back to the dialogues" }} />;
}
