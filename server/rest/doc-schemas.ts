import { z } from 'zod';

/*
 * Building blocks of the adapter's documented shapes: what the legacy answers hold once sent as JSON (dates as
 * ISO text), and what the old client may send for a field (numbers typed into a form arrive as text).
 */

/** A record id. */
export const legacyIdSchema = z.string().meta({ description: 'Record id' });

/** A date and time as JSON carries it. */
export const dateTimeSchema = z.iso.datetime();

/** A whole number. */
export const integerSchema = z.int();

/** A whole number as the old form sends it: a number or its digits as text. */
export const formIntegerSchema = z.union([z.int(), z.string().regex(/^\s*-?\d{1,15}\s*$/)]);

/** A reference the old client sends as the id itself or as the referenced object. */
export const referenceSchema = z.union([z.string().min(1).max(64), z.object({ _id: z.string().min(1).max(64) })]);

/** A `{ _id, name }` reference of a catalogue answer. */
export const namedReferenceSchema = z.object({ _id: legacyIdSchema, name: z.string() });
