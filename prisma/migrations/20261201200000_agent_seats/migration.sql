-- The agents board's summary of each seat of a dialogue (lib/db/agent-seats.ts), written with the dialogue's rows in its
-- save transaction; existing dialogues get theirs when the start re-projects them (PROJECTION_VERSION 2). Events by
-- dialogue are indexed: the summary reads one dialogue's, and a re-import deletes them.
CREATE TABLE "AgentSeat" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "dialogueId" INTEGER NOT NULL,
    "grouping" TEXT NOT NULL,
    "agent" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "other" TEXT,
    "seen" INTEGER NOT NULL,
    "unit" BOOLEAN NOT NULL,
    "scored" BOOLEAN NOT NULL,
    "wisdom" REAL,
    "consistency" REAL,
    "truth" REAL,
    "relationships" REAL,
    "total" REAL,
    "raised" INTEGER NOT NULL,
    "resolved" INTEGER NOT NULL,
    "conceded" INTEGER NOT NULL,
    "moves" INTEGER NOT NULL,
    CONSTRAINT "AgentSeat_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "AgentSeat_board_idx" ON "AgentSeat"("grouping", "key", "label", "other", "seen", "dialogueId", "unit", "scored", "wisdom", "consistency", "truth", "relationships", "total", "raised", "resolved", "conceded", "moves");
CREATE UNIQUE INDEX "AgentSeat_dialogueId_grouping_agent_key" ON "AgentSeat"("dialogueId", "grouping", "agent");
CREATE INDEX "TensionEvent_dialogueId_idx" ON "TensionEvent"("dialogueId");
