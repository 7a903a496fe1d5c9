-- Address columns take the product's vocabulary (District > Sector > Village, street, house number) instead of
-- the old shop's (addressLine, city, state, country, pincode); the removal flag `status` becomes `removedAt`.
-- Existing rows are copied under their new names; a removed address keeps its last update time as removedAt.
-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Address" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "district" TEXT NOT NULL,
    "sector" TEXT NOT NULL,
    "village" TEXT NOT NULL,
    "street" TEXT NOT NULL,
    "houseNumber" TEXT,
    "mobile" TEXT NOT NULL,
    "removedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Address_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Address" ("id", "userId", "district", "sector", "village", "street", "houseNumber", "mobile", "removedAt", "createdAt", "updatedAt")
SELECT "id", "userId", "addressLine", "city", "state", "country", "pincode", "mobile", CASE WHEN "status" THEN NULL ELSE "updatedAt" END, "createdAt", "updatedAt" FROM "Address";
DROP TABLE "Address";
ALTER TABLE "new_Address" RENAME TO "Address";
CREATE INDEX "Address_userId_removedAt_createdAt_idx" ON "Address"("userId", "removedAt", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
