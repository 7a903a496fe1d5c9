-- The message outbox: every e-mail is written here in the transaction of what it announces, then sent by a worker.
CREATE TYPE "OutboxState" AS ENUM ('PENDING', 'SENT', 'FAILED');

CREATE TABLE "OutboxMessage" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "toAddress" TEXT NOT NULL,
    "payload" TEXT NOT NULL DEFAULT '{}',
    "secret" TEXT,
    "state" "OutboxState" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "claim" TEXT,
    "availableAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "OutboxMessage_state_availableAt_idx" ON "OutboxMessage"("state", "availableAt");
CREATE INDEX "OutboxMessage_userId_kind_state_idx" ON "OutboxMessage"("userId", "kind", "state");
ALTER TABLE "OutboxMessage" ADD CONSTRAINT "OutboxMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
