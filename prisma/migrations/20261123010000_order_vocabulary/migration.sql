-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Order" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "number" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "addressId" TEXT,
    "district" TEXT NOT NULL,
    "sector" TEXT NOT NULL,
    "village" TEXT NOT NULL,
    "street" TEXT NOT NULL,
    "houseNumber" TEXT,
    "mobile" TEXT NOT NULL,
    "subtotal" INTEGER NOT NULL,
    "originalSubtotal" INTEGER NOT NULL,
    "discountTotal" INTEGER NOT NULL DEFAULT 0,
    "promoCodeText" TEXT,
    "total" INTEGER NOT NULL,
    "paymentMethod" TEXT NOT NULL DEFAULT 'CASH_ON_DELIVERY',
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "estimatedDeliveryDate" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "cancelledAt" DATETIME,
    CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES "Address" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
-- Legacy column names become the product's vocabulary; every order keeps its address snapshot and figures.
INSERT INTO "new_Order" ("addressId", "cancelledAt", "createdAt", "estimatedDeliveryDate", "id", "mobile", "number", "paymentMethod", "promoCodeText", "status", "updatedAt", "userId", "district", "sector", "village", "street", "houseNumber", "subtotal", "originalSubtotal", "discountTotal", "total") SELECT "addressId", "cancelledAt", "createdAt", "estimatedDeliveryDate", "id", "mobile", "number", "paymentMethod", "promoCodeText", "status", "updatedAt", "userId", "addressLine", "city", "state", "country", "pincode", "subTotalAmt", "originalTotalAmt", "promoDiscountAmt", "totalAmt" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_number_key" ON "Order"("number");
CREATE INDEX "Order_userId_createdAt_idx" ON "Order"("userId", "createdAt");
CREATE INDEX "Order_createdAt_idx" ON "Order"("createdAt");
CREATE INDEX "Order_status_createdAt_idx" ON "Order"("status", "createdAt");
CREATE TABLE "new_OrderLine" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderId" TEXT NOT NULL,
    "lineNumber" INTEGER NOT NULL,
    "productId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "image" TEXT,
    "unit" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "originalUnitPrice" INTEGER NOT NULL,
    "unitPrice" INTEGER NOT NULL,
    "discountTotal" INTEGER NOT NULL DEFAULT 0,
    "lineTotal" INTEGER NOT NULL,
    CONSTRAINT "OrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OrderLine_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_OrderLine" ("id", "image", "lineNumber", "lineTotal", "name", "orderId", "originalUnitPrice", "productId", "quantity", "unit", "unitPrice", "discountTotal") SELECT "id", "image", "lineNumber", "lineTotal", "name", "orderId", "originalUnitPrice", "productId", "quantity", "unit", "unitPrice", "promoDiscountAmt" FROM "OrderLine";
DROP TABLE "OrderLine";
ALTER TABLE "new_OrderLine" RENAME TO "OrderLine";
CREATE INDEX "OrderLine_productId_idx" ON "OrderLine"("productId");
CREATE UNIQUE INDEX "OrderLine_orderId_lineNumber_key" ON "OrderLine"("orderId", "lineNumber");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

