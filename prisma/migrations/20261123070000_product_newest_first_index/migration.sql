-- DropIndex
DROP INDEX "Product_createdAt_idx";

-- CreateIndex
CREATE INDEX "Product_createdAt_id_idx" ON "Product"("createdAt", "id");

