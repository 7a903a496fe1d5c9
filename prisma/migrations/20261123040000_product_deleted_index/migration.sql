-- Listing counts take the category's link count and subtract its deleted products, found through this index.
-- CreateIndex
CREATE INDEX "Product_deletedAt_idx" ON "Product"("deletedAt");

