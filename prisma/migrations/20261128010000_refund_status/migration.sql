-- A refund asked of MTN is made later: its reference is kept so its status can be read until it is made or fails.
ALTER TABLE "PaymentAttempt" ADD COLUMN "refundReference" TEXT;
