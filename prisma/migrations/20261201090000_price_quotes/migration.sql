-- Totals named to the old client when it left out a delivery charge or a price changed: the same request again
-- from the same shopper within minutes confirms the quote (see PriceQuote in schema.prisma).
-- CreateTable
CREATE TABLE "PriceQuote" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "subtotal" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "orderId" TEXT,
    CONSTRAINT "PriceQuote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PriceQuote_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "PriceQuote_orderId_key" ON "PriceQuote"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "PriceQuote_userId_requestHash_key" ON "PriceQuote"("userId", "requestHash");

