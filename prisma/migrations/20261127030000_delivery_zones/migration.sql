-- Delivery zones: one row per district of Rwanda (all 30, from the national data), saying whether the shop delivers
-- there, the charge, and the promise (lead time in business days, an optional same-day cut-off hour in Kigali time,
-- the short label for cards). Seeded as the product decisions say: Gasabo, Kicukiro, Nyarugenge and Musanze served,
-- Free, '2-3 days' (the specification's help text; the estimate takes the later day); every other district not yet
-- served. Orders keep the charge they were placed with. Admins edit zones at /dashboard/delivery, and every change
-- is kept in DeliveryZoneChange (who, when, each field before and after).

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "deliveryCharge" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "DeliveryZone" (
    "district" TEXT NOT NULL PRIMARY KEY,
    "served" BOOLEAN NOT NULL DEFAULT false,
    "charge" INTEGER NOT NULL DEFAULT 0,
    "leadDays" INTEGER NOT NULL DEFAULT 3,
    "sameDayCutoffHour" INTEGER,
    "label" TEXT NOT NULL DEFAULT '2-3 days',
    "labelRw" TEXT NOT NULL DEFAULT '',
    "labelFr" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "DeliveryZoneChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "district" TEXT NOT NULL,
    "changedById" TEXT NOT NULL,
    "changes" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DeliveryZoneChange_district_fkey" FOREIGN KEY ("district") REFERENCES "DeliveryZone" ("district") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DeliveryZoneChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "DeliveryZoneChange_district_createdAt_idx" ON "DeliveryZoneChange"("district", "createdAt");

-- CreateIndex
CREATE INDEX "DeliveryZoneChange_createdAt_idx" ON "DeliveryZoneChange"("createdAt");

-- The zones (the product cards' promise is in public catalogue answers, so a change moves the catalogue version).
INSERT INTO "DeliveryZone" ("district", "served", "charge", "leadDays", "sameDayCutoffHour", "label", "labelRw", "labelFr", "updatedAt") VALUES
    ('Bugesera', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Burera', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Gakenke', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Gasabo', true, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Gatsibo', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Gicumbi', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Gisagara', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Huye', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Kamonyi', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Karongi', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Kayonza', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Kicukiro', true, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Kirehe', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Muhanga', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Musanze', true, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Ngoma', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Ngororero', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Nyabihu', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Nyagatare', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Nyamagabe', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Nyamasheke', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Nyanza', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Nyarugenge', true, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Nyaruguru', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Rubavu', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Ruhango', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Rulindo', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Rusizi', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Rutsiro', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ('Rwamagana', false, 0, 3, NULL, '2-3 days', 'Iminsi 2-3', '2-3 jours', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));

CREATE TRIGGER "catalogue_version_deliveryzone_insert" AFTER INSERT ON "DeliveryZone" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_deliveryzone_update" AFTER UPDATE ON "DeliveryZone" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "catalogue_version_deliveryzone_delete" AFTER DELETE ON "DeliveryZone" BEGIN
    UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
