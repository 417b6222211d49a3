"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function UsersError(props: ErrorProps) {
  return <ErrorPanel {...props} title="The people could not be shown" back={{ href: "/", label: "Back to the dialogues" }} />;
}
