"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function AgentsError(props: ErrorProps) {
  return <ErrorPanel {...props} title="The leaderboard could not be shown" back={{ href: "/", label: "Back to the dialogues" }} />;
}
