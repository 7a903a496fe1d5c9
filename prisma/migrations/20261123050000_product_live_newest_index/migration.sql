-- One index for live products newest first and for the deleted ones: deletedAt alone led SQLite to read every live
-- product and sort them for each listing page (840 ms at p50 under 20 concurrent listings of 100,000 products).
-- DropIndex
DROP INDEX "Product_deletedAt_idx";

-- CreateIndex
CREATE INDEX "Product_deletedAt_createdAt_idx" ON "Product"("deletedAt", "createdAt");

