import type { InputRef } from '@pothos/core';
import type { z } from 'zod';

/** What a GraphQL input value becomes for a service: a global id's database id, lists item by item, null as absent. */
type ServiceValueOf<Value> = Value extends { id: string; typename: string }
  ? string
  : Value extends readonly (infer Item)[]
    ? ServiceValueOf<Item>[]
    : Value extends Date
      ? Value
      : Value extends object
        ? // A resolver hands an optional field GraphQL sends as null on as absent.
          { [Key in keyof Value]: ServiceValueOf<NonNullable<Value[Key]>> }
        : Value;

type ShapeOf<Ref> = Ref extends InputRef<infer Shape> ? Shape : never;

/** The service input's fields that the GraphQL input lacks, or holds with a type the service would not take. */
type MismatchedFields<GraphQLInput, ServiceInput, Skipped extends PropertyKey> = {
  [Field in Exclude<keyof ServiceInput, Skipped>]-?: Field extends keyof GraphQLInput
    ? [ServiceValueOf<NonNullable<GraphQLInput[Field]>>] extends [NonNullable<ServiceInput[Field]>]
      ? never
      : Field
    : Field;
}[Exclude<keyof ServiceInput, Skipped>];

/**
 * Ties a Pothos input type to the service's zod input it is handed to: a field the zod schema gains that the GraphQL
 * input lacks (or holds with another type) fails to compile, naming the field. `skipped` lists the service fields
 * the resolver fills itself or the GraphQL input leaves out on purpose.
 */
export function mirrorsInput<Schema extends z.ZodObject>() {
  return <Ref extends InputRef<unknown>, Skipped extends keyof z.input<Schema> = never>(
    ref: Ref,
    ..._check: [MismatchedFields<ShapeOf<Ref>, z.input<Schema>, Skipped>] extends [never]
      ? [skipped?: readonly Skipped[]]
      : [skipped: readonly Skipped[], mismatched: `the GraphQL input lacks or mistypes ${MismatchedFields<ShapeOf<Ref>, z.input<Schema>, Skipped> & string}`]
  ): Ref => ref;
}
