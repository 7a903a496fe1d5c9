-- DropIndex
DROP INDEX "Product_deletedAt_createdAt_idx";

-- CreateIndex
CREATE INDEX "Product_createdAt_idx" ON "Product"("createdAt");

