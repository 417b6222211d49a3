-- CreateTable
CREATE TABLE "Source" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT,
    "branch" TEXT,
    "globs" TEXT NOT NULL DEFAULT '[]',
    "lastCommit" TEXT,
    "status" TEXT NOT NULL DEFAULT 'idle',
    "statusDetail" TEXT,
    "webhookSecret" TEXT,
    "syncedAt" TIMESTAMP(3),
    "lockedUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Source_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Dialogue" (
    "id" SERIAL NOT NULL,
    "sourceId" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "statusRaw" TEXT NOT NULL,
    "date" TEXT,
    "layout" TEXT NOT NULL,
    "metadata" TEXT NOT NULL DEFAULT '[]',
    "commit" TEXT,
    "contentHash" TEXT NOT NULL,
    "raw" TEXT NOT NULL,
    "roundCount" INTEGER NOT NULL,
    "agentCount" INTEGER NOT NULL,
    "markerCount" INTEGER NOT NULL,
    "perspectiveCount" INTEGER NOT NULL,
    "tensionCount" INTEGER NOT NULL,
    "openTensionCount" INTEGER NOT NULL,
    "totalAlignment" INTEGER,
    "errorCount" INTEGER NOT NULL,
    "warningCount" INTEGER NOT NULL,
    "removedAt" TIMESTAMP(3),
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Dialogue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Round" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "line" INTEGER NOT NULL,
    "file" TEXT,

    CONSTRAINT "Round_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Agent" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "emoji" TEXT NOT NULL,
    "role" TEXT,
    "tier" TEXT,
    "relevance" DOUBLE PRECISION,
    "judge" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Agent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Contribution" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "roundId" INTEGER NOT NULL,
    "agent" TEXT NOT NULL,
    "role" TEXT,
    "judge" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "line" INTEGER NOT NULL,
    "file" TEXT,

    CONSTRAINT "Contribution_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Marker" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "contributionId" INTEGER,
    "type" TEXT NOT NULL,
    "markerId" TEXT,
    "rawId" TEXT,
    "refs" TEXT NOT NULL DEFAULT '',
    "refAgent" TEXT,
    "description" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "round" INTEGER,
    "agent" TEXT,
    "line" INTEGER NOT NULL,
    "file" TEXT,
    "position" TEXT NOT NULL,
    "ordinal" INTEGER NOT NULL,

    CONSTRAINT "Marker_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Perspective" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "registryId" TEXT NOT NULL,
    "rawId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "agent" TEXT,
    "round" INTEGER,
    "status" TEXT NOT NULL,
    "statusRaw" TEXT NOT NULL,
    "line" INTEGER NOT NULL,
    "file" TEXT,

    CONSTRAINT "Perspective_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Tension" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "registryId" TEXT NOT NULL,
    "rawId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "agent" TEXT,
    "round" INTEGER,
    "status" TEXT NOT NULL,
    "statusRaw" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    "line" INTEGER NOT NULL,
    "file" TEXT,

    CONSTRAINT "Tension_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TensionEvent" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "tensionId" INTEGER NOT NULL,
    "markerId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "round" INTEGER,
    "agent" TEXT,

    CONSTRAINT "TensionEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Score" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "agent" TEXT NOT NULL,
    "round" INTEGER,
    "dimension" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "origin" TEXT NOT NULL,
    "judgeId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Score_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Diagnostic" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "severity" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "line" INTEGER NOT NULL,
    "file" TEXT,
    "message" TEXT NOT NULL,
    "hint" TEXT NOT NULL,

    CONSTRAINT "Diagnostic_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Source_name_key" ON "Source"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Dialogue_slug_key" ON "Dialogue"("slug");

-- CreateIndex
CREATE INDEX "Dialogue_title_idx" ON "Dialogue"("title");

-- CreateIndex
CREATE INDEX "Dialogue_status_idx" ON "Dialogue"("status");

-- CreateIndex
CREATE INDEX "Dialogue_date_idx" ON "Dialogue"("date");

-- CreateIndex
CREATE INDEX "Dialogue_totalAlignment_idx" ON "Dialogue"("totalAlignment");

-- CreateIndex
CREATE UNIQUE INDEX "Dialogue_sourceId_path_key" ON "Dialogue"("sourceId", "path");

-- CreateIndex
CREATE INDEX "Round_dialogueId_number_idx" ON "Round"("dialogueId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "Agent_dialogueId_name_key" ON "Agent"("dialogueId", "name");

-- CreateIndex
CREATE INDEX "Contribution_dialogueId_roundId_position_idx" ON "Contribution"("dialogueId", "roundId", "position");

-- CreateIndex
CREATE INDEX "Marker_dialogueId_ordinal_idx" ON "Marker"("dialogueId", "ordinal");

-- CreateIndex
CREATE INDEX "Marker_type_markerId_idx" ON "Marker"("type", "markerId");

-- CreateIndex
CREATE INDEX "Marker_agent_idx" ON "Marker"("agent");

-- CreateIndex
CREATE INDEX "Perspective_dialogueId_registryId_idx" ON "Perspective"("dialogueId", "registryId");

-- CreateIndex
CREATE INDEX "Tension_dialogueId_registryId_idx" ON "Tension"("dialogueId", "registryId");

-- CreateIndex
CREATE INDEX "Tension_status_idx" ON "Tension"("status");

-- CreateIndex
CREATE INDEX "TensionEvent_tensionId_idx" ON "TensionEvent"("tensionId");

-- CreateIndex
CREATE INDEX "Score_dialogueId_origin_idx" ON "Score"("dialogueId", "origin");

-- CreateIndex
CREATE INDEX "Diagnostic_dialogueId_idx" ON "Diagnostic"("dialogueId");

-- CreateIndex
CREATE INDEX "Diagnostic_code_idx" ON "Diagnostic"("code");

-- AddForeignKey
ALTER TABLE "Dialogue" ADD CONSTRAINT "Dialogue_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "Source"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Round" ADD CONSTRAINT "Round_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agent" ADD CONSTRAINT "Agent_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contribution" ADD CONSTRAINT "Contribution_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contribution" ADD CONSTRAINT "Contribution_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "Round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Marker" ADD CONSTRAINT "Marker_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Marker" ADD CONSTRAINT "Marker_contributionId_fkey" FOREIGN KEY ("contributionId") REFERENCES "Contribution"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Perspective" ADD CONSTRAINT "Perspective_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tension" ADD CONSTRAINT "Tension_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TensionEvent" ADD CONSTRAINT "TensionEvent_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TensionEvent" ADD CONSTRAINT "TensionEvent_tensionId_fkey" FOREIGN KEY ("tensionId") REFERENCES "Tension"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TensionEvent" ADD CONSTRAINT "TensionEvent_markerId_fkey" FOREIGN KEY ("markerId") REFERENCES "Marker"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Score" ADD CONSTRAINT "Score_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Diagnostic" ADD CONSTRAINT "Diagnostic_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;
